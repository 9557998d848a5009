import Foundation
import XCTest

/// A test of the library on a real SQLite file, in a temporary folder of its own.
class LibraryFileTestCase: XCTestCase {
    var folder: URL!
    var file: URL { folder.appendingPathComponent("pixscout/library.sqlite") }

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-library-\(UUID())")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }
}
