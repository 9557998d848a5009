import Foundation
import PixscoutModel
import XCTest
@testable import PixscoutViewModel

/// A saved key makes Pixabay the library, remembered; removing it goes back to Openverse.
@MainActor
final class PixabayKeyRulesTests: XCTestCase {
    func testASavedKeySwitchesToPixabayAndRemovingItFallsBack() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-rules-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = ProviderChoiceStore(file: folder.appendingPathComponent("provider"))
        let stubs = StubSourceCatalog()
        let openverse = StubProvider(["q": page(1...2)], description: stubDescription(.openverse, host: nil))
        let pixabay = StubProvider(["q": page(10...11)])
        stubs.sources = [.openverse: makeSource(openverse), .pixabay: makeSource(pixabay)]
        stubs.catalog.apiKey = nil
        let browse = makeBrowse(makeSource(openverse), catalog: stubs, providerStore: store)
        let rules = PixabayKeyRules(search: browse.searchModel, catalog: stubs.catalog, providerStore: store)
        browse.search.search(query: "q")
        await waitUntil("Openverse's results") { browse.results.resultCount == 2 }

        rules.keySaved(try XCTUnwrap(APIKey("new-key")))
        XCTAssertEqual(stubs.catalog.apiKey, APIKey("new-key"))
        XCTAssertEqual(browse.search.provider.value.id, "pixabay")
        XCTAssertEqual(store.load(), .pixabay, "remembered for the next start")
        await waitUntil("the search repeated on Pixabay") { browse.results.cellModel(at: 0)?.id == "10" }

        rules.keyRemoved()
        XCTAssertNil(stubs.catalog.apiKey)
        XCTAssertEqual(browse.search.provider.value.id, "openverse")
        await waitUntil("back on Openverse") { browse.results.cellModel(at: 0)?.id == "1" }
    }

    func testRemovingTheKeyWhileAnotherLibraryIsInUseChangesNothing() {
        let stubs = StubSourceCatalog()
        let commons = StubProvider([:], description: stubDescription(.commons, host: nil))
        stubs.sources = [.commons: makeSource(commons)]
        let browse = makeBrowse(makeSource(commons), catalog: stubs)
        let rules = PixabayKeyRules(search: browse.searchModel, catalog: stubs.catalog, providerStore: nil)
        rules.keyRemoved()
        XCTAssertEqual(browse.search.provider.value.id, "commons")
        XCTAssertNil(stubs.catalog.source(for: .pixabay), "Pixabay needs a key again")
    }
}
