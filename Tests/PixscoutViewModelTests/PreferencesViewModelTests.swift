import Foundation
import PixscoutModel
import XCTest
@testable import PixscoutViewModel

@MainActor
final class PreferencesViewModelTests: XCTestCase {
    private var folder: URL!

    override func setUp() async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-prefs-\(UUID())")
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private var store: APIKeyStore {
        APIKeyStore(file: folder.appendingPathComponent("pixscout/config"))
    }

    func testSavingAKeyWritesItForTheUserAloneAndStartsUsingIt() async throws {
        var used: [APIKey] = []
        let viewModel = PreferencesViewModel(store: store, currentKey: nil) { used.append($0) }
        XCTAssertNil(viewModel.save(key: "  abcdef123456 \n"))
        XCTAssertEqual(used.map(\.value), ["abcdef123456"])
        XCTAssertEqual(store.load()?.value, "abcdef123456")
        let fileMode = try FileManager.default.attributesOfItem(atPath: store.file.path)[.posixPermissions] as? Int
        let folderMode = try FileManager.default.attributesOfItem(
            atPath: store.file.deletingLastPathComponent().path)[.posixPermissions] as? Int
        XCTAssertEqual(fileMode, 0o600)
        XCTAssertEqual(folderMode, 0o700)
    }

    func testTheKeyIsNeverShownInFull() async {
        let viewModel = PreferencesViewModel(store: store, currentKey: APIKey("secret-abcd1234")) { _ in }
        XCTAssertFalse(viewModel.keyDescription.contains("secret-abcd1234"))
        XCTAssertTrue(viewModel.keyDescription.contains("…1234"))
    }

    func testWithNoKeyTheDescriptionSaysWhereToGetOne() async {
        let viewModel = PreferencesViewModel(store: store, currentKey: nil) { _ in }
        XCTAssertTrue(viewModel.keyDescription.contains("pixabay.com/api/docs"))
    }

    func testABlankKeyIsRefusedWithASentence() async {
        var used = 0
        let viewModel = PreferencesViewModel(store: store, currentKey: nil) { _ in used += 1 }
        XCTAssertEqual(viewModel.save(key: "   "), "Enter the key Pixabay gave you, then save.")
        XCTAssertEqual(used, 0)
    }

    func testAnUnwritableFolderIsExplained() async throws {
        try Data("a file where the folder should be".utf8).write(to: folder)
        let viewModel = PreferencesViewModel(store: store, currentKey: nil) { _ in }
        let failure = viewModel.save(key: "secret-key-4711")
        XCTAssertTrue(failure?.contains("could not save the key") == true, failure ?? "")
        XCTAssertFalse(failure?.contains("secret-key-4711") == true, "the key never appears in a message")
    }
}
