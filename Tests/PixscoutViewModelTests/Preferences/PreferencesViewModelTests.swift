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

    private var store: FileAPIKeyStore {
        FileAPIKeyStore(file: folder.appendingPathComponent("pixscout/config"))
    }

    private func makeViewModel(currentKey: APIKey? = nil, saved: @escaping @MainActor (APIKey) -> Void = { _ in },
                               removed: @escaping @MainActor () -> Void = {}) -> PreferencesViewModel {
        PreferencesViewModel(store: store, currentKey: currentKey, onKeySaved: saved, onKeyRemoved: removed)
    }

    func testSavingAKeyWritesItForTheUserAloneAndStartsUsingIt() async throws {
        var used: [APIKey] = []
        let viewModel = makeViewModel { used.append($0) }
        XCTAssertFalse(viewModel.hasKey)
        let failure = await viewModel.save(key: "  abcdef123456 \n")
        XCTAssertNil(failure)
        XCTAssertTrue(viewModel.hasKey)
        XCTAssertEqual(used.map(\.value), ["abcdef123456"])
        XCTAssertEqual(store.load()?.value, "abcdef123456")
        let fileMode = try FileManager.default.attributesOfItem(atPath: store.file.path)[.posixPermissions] as? Int
        let folderMode = try FileManager.default.attributesOfItem(
            atPath: store.file.deletingLastPathComponent().path)[.posixPermissions] as? Int
        XCTAssertEqual(fileMode, 0o600)
        XCTAssertEqual(folderMode, 0o700)
    }

    func testRemovingTheKeyForgetsItAndSaysSo() async throws {
        try store.save(APIKey("secret-abcd1234")!)
        var removed = 0
        let viewModel = makeViewModel(currentKey: APIKey("secret-abcd1234"), removed: { removed += 1 })
        let failure = await viewModel.removeKey()
        XCTAssertNil(failure)
        XCTAssertEqual(removed, 1)
        XCTAssertNil(store.load())
        XCTAssertFalse(viewModel.hasKey)
        XCTAssertTrue(viewModel.keyDescription.contains("No key is set"))
    }

    func testTheKeyIsNeverShownInFull() {
        let viewModel = makeViewModel(currentKey: APIKey("secret-abcd1234"))
        XCTAssertFalse(viewModel.keyDescription.contains("secret-abcd1234"))
        XCTAssertTrue(viewModel.keyDescription.contains("…1234"))
    }

    func testWithNoKeyTheDescriptionSaysWhereToGetOne() {
        XCTAssertTrue(makeViewModel().keyDescription.contains("pixabay.com/api/docs"))
    }

    func testABlankKeyIsRefusedWithASentence() async {
        var used = 0
        let viewModel = makeViewModel { _ in used += 1 }
        let failure = await viewModel.save(key: "   ")
        XCTAssertEqual(failure, "Enter the key Pixabay gave you, then save.")
        XCTAssertEqual(used, 0)
    }

    func testAnUnwritableFolderIsExplained() async throws {
        try Data("a file where the folder should be".utf8).write(to: folder)
        let failure = await makeViewModel().save(key: "secret-key-4711")
        XCTAssertTrue(failure?.contains("could not save the key") == true, failure ?? "")
        XCTAssertFalse(failure?.contains("secret-key-4711") == true, "the key never appears in a message")
    }
}
