import Foundation
import XCTest

/// A test with an empty folder of its own, made before each test and removed after it.
open class FolderTestCase: XCTestCase {
    public private(set) var folder: URL!

    override open func setUpWithError() throws {
        try super.setUpWithError()
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-\(type(of: self))-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override open func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
        try super.tearDownWithError()
    }
}
