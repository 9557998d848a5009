import Foundation
import PixscoutModel
import XCTest

extension XCTestCase {
    /// A store of the chosen site in a folder removed after the test.
    func temporarySiteStore() -> SiteChoiceStore {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-site-\(UUID())")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return SiteChoiceStore(file: folder.appendingPathComponent("provider"))
    }
}
