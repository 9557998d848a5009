import Foundation
import PixscoutModel
import XCTest
@testable import PixscoutViewModel

@MainActor
final class SiteKeyViewModelTests: XCTestCase {
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

    private func makeViewModel(
        _ site: SiteID = .pixabay, currentKey: APIKey? = nil,
        check: @escaping @MainActor (APIKey) async -> NetworkError? = { _ in nil },
        saved: @escaping @MainActor (APIKey) -> Void = { _ in }, removed: @escaping @MainActor () -> Void = {}
    ) -> SiteKeyViewModel {
        SiteKeyViewModel(site: site, store: store, currentKey: currentKey, check: check, onKeySaved: saved,
            onKeyRemoved: removed)
    }

    func testSavingAKeyWritesItForTheUserAloneAndStartsUsingIt() async throws {
        var used: [APIKey] = []
        let viewModel = makeViewModel(saved: { used.append($0) })
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
        let viewModel = makeViewModel(saved: { _ in used += 1 })
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

    func testAKeyTheSiteRefusesIsNotKeptAndSaysWhichSite() async {
        var used = 0
        var checked: [String] = []
        let viewModel = makeViewModel(.unsplash, check: { key in
            checked.append(key.value)
            return key.value == "good-key" ? nil : .invalidAPIKey
        }, saved: { _ in used += 1 })
        let failure = await viewModel.save(key: "wrong-key")
        XCTAssertEqual(failure, "Unsplash did not accept this key. Check that you copied all of it, then save again.")
        XCTAssertNil(store.load(), "a refused key is not kept")
        XCTAssertEqual(used, 0)
        let accepted = await viewModel.save(key: "good-key")
        XCTAssertNil(accepted)
        XCTAssertEqual(store.load()?.value, "good-key")
        XCTAssertEqual(checked, ["wrong-key", "good-key"])
        XCTAssertEqual(used, 1)
    }

    func testAKeyThatCannotBeCheckedOfflineIsKept() async {
        let viewModel = makeViewModel(.pexels, check: { _ in .serverNotReached })
        let kept = await viewModel.save(key: "offline-key")
        XCTAssertNil(kept)
        XCTAssertEqual(store.load()?.value, "offline-key")
    }

    func testEachSiteNamesItselfAndWhereAFreeKeyIsHad() {
        let unsplash = makeViewModel(.unsplash)
        XCTAssertEqual(unsplash.siteName, "Unsplash")
        XCTAssertEqual(unsplash.signUpURL, "https://unsplash.com/developers")
        XCTAssertEqual(unsplash.keyDescription, "No key is set: Pixscout does not search Unsplash. Its keys are free.")
        XCTAssertEqual(makeViewModel(.pexels).signUpURL, "https://www.pexels.com/api/")
    }
}
