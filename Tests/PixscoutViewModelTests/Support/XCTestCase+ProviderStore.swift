import Foundation
import PixscoutModel
import XCTest

extension XCTestCase {
    /// A store of the chosen library in a folder removed after the test.
    func temporaryProviderStore() -> ProviderChoiceStore {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-provider-\(UUID())")
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return ProviderChoiceStore(file: folder.appendingPathComponent("provider"))
    }
}
