import Foundation
import PixscoutModel
import XCTest
@testable import PixscoutViewModel

/// The library view: its shelves in the same results view, starring and collections for
/// several images at once, and what shows while the library opens or when it cannot.
@MainActor
final class LibraryViewModelTests: XCTestCase {
    private let store = StubLibrary()
    private var notices: [String] = []
    private var tokens: [ObservationToken] = []

    private func window(_ site: any ImageSite = PagedStubSite(total: 120),
        fetcher: StubImageFetcher = StubImageFetcher())
        -> ResolvedWindow
    {
        let viewModel = makeWindowModel(makeSearchedSites(site, fetcher: fetcher))
        tokens.append(viewModel.toasts.toast.observe { [weak self] in
            if let toast = $0 { self?.notices.append(toast.text) }
        })
        return viewModel
    }

    private func searched(_ viewModel: ResolvedWindow) async {
        viewModel.search.search(query: "q")
        await waitUntil("the results") { viewModel.results.resultCount > 0 }
    }

    private func titles(_ viewModel: ResolvedWindow) -> [String] {
        (0..<viewModel.results.resultCount).compactMap { viewModel.results.cellModel(at: $0)?.id.split(separator: ":")
            .last.map(String.init) }
    }

    func testSeveralResultsAreSelectedWithCtrlShiftAndSelectAll() async {
        let viewModel = window()
        await searched(viewModel)
        let selection = viewModel.selection
        selection.selectRow(at: 2)
        selection.toggleRow(at: 5)
        XCTAssertEqual(Array(selection.selectedIndices.value), [2, 5])
        XCTAssertEqual(selection.selectedIndex.value, 5, "the one clicked has the focus")
        selection.extendSelection(to: 8)
        XCTAssertEqual(Array(selection.selectedIndices.value), [5, 6, 7, 8], "from where the selection started")
        selection.toggleRow(at: 8)
        XCTAssertEqual(selection.selectedIndex.value, 7, "the focus moves to the nearest still selected")
        XCTAssertEqual(viewModel.selection.selectedImages.map(\.id), ["6", "7", "8"])
        selection.selectAll()
        XCTAssertEqual(selection.selectedIndices.value.count, 50, "every result that arrived")
        selection.selectRow(at: 1)
        XCTAssertEqual(Array(selection.selectedIndices.value), [1])
        viewModel.search.search(query: "q")
        await waitUntil("a new search clears it") { selection.selectedIndices.value.isEmpty }
    }

    func testStarringSeveralStarsThemAllAndAgainUnstarsThem() async {
        let viewModel = window()
        viewModel.attachLibrary(.success(store.opened()))
        await searched(viewModel)
        viewModel.selection.selectRow(at: 0)
        viewModel.selection.extendSelection(to: 1)
        viewModel.libraryActions.toggleStar()
        XCTAssertEqual(viewModel.results.cellModel(at: 0)?.isStarred.value, true,
            "at once, before the library is written")
        await waitUntil("both starred") { self.store.starredImages.count == 2 }
        await waitUntil("said") { self.notices == ["2 images starred."] }
        XCTAssertEqual(store.keptThumbnailKeys.count, 2, "said once their thumbnails are kept: a quit loses none")
        viewModel.selection.extendSelection(to: 2)
        viewModel.libraryActions.toggleStar()
        await waitUntil("the third starred too, since not all were") { self.store.starredImages.count == 3 }
        viewModel.libraryActions.toggleStar()
        await waitUntil("all unstarred") { self.store.starredImages.isEmpty }
        XCTAssertEqual(viewModel.results.cellModel(at: 2)?.isStarred.value, false)
    }

    func testAFailedStarIsTakenBackWithASentence() async {
        let viewModel = window()
        viewModel.attachLibrary(.success(store.opened()))
        await searched(viewModel)
        store.failure = .failed("disk full")
        viewModel.selection.selectRow(at: 0)
        viewModel.libraryActions.toggleStar()
        await waitUntil("the notice") { viewModel.toasts.toast.value?.kind == .failure }
        XCTAssertEqual(viewModel.toasts.toast.value?.text, "Pixscout could not update your library. Try again.")
        XCTAssertEqual(viewModel.results.cellModel(at: 0)?.isStarred.value, false)
    }

    func testStarsShowOnResultsOnceTheLibraryOpens() async {
        try? await store.setStarred([makeImage(id: 3)], true, thumbnails: [:])
        let viewModel = window()
        await searched(viewModel)
        XCTAssertEqual(viewModel.results.cellModel(at: 2)?.isStarred.value, false)
        viewModel.attachLibrary(.success(store.opened()))
        await waitUntil("the star") { viewModel.results.cellModel(at: 2)?.isStarred.value == true }
    }

    func testTheLibraryViewShowsItsShelvesInTheResultsAndSearchComesBack() async {
        let starred = (1...3).map { makeImage(id: 100 + $0, site: .openverse) }
        try? await store.setStarred(starred, true, thumbnails: [:])
        let viewModel = window()
        await searched(viewModel)
        viewModel.show(.library)
        XCTAssertEqual(viewModel.library.status.value, .opening, "the library opens after the window")
        XCTAssertEqual(viewModel.screen.value, .results(.list), "the search's rows stay until the shelf's come")
        viewModel.attachLibrary(.success(store.opened()))
        await waitUntil("the starred shelf") { viewModel.library.status.value == .shown(count: 3) }
        XCTAssertEqual(titles(viewModel), ["103", "102", "101"], "the last starred first")
        XCTAssertEqual(viewModel.results.cellModel(at: 0)?.isStarred.value, true)
        viewModel.library.showShelf(id: "history")
        await waitUntil("the empty history") { viewModel.screen.value == .results(.empty(.emptyShelf(.history))) }
        viewModel.show(.search)
        await waitUntil("the search again") { viewModel.results.resultCount == 50
            && self.titles(viewModel).first == "1" }
    }

    func testAShelfLoadsAPageAtATimeAsTheListNearsItsEnd() async {
        try? await store.setStarred((1...250).map { makeImage(id: $0) }, true, thumbnails: [:])
        let viewModel = window()
        viewModel.attachLibrary(.success(store.opened()))
        viewModel.show(.library)
        await waitUntil("the first page") { viewModel.results.resultCount == LibraryViewModel.firstPageSize }
        viewModel.results.setVisibleRows(90..<100)
        await waitUntil("the second page") { viewModel.results.resultCount == 250 }
    }

    func testAnUnavailableLibraryIsSaidAndTheSearchGoesOn() async {
        let viewModel = window()
        viewModel.show(.library)
        viewModel.attachLibrary(.failure(.cannotOpen(folder: "/data")))
        await waitUntil("the page") { viewModel.screen.value == .results(.empty(.libraryUnavailable)) }
        XCTAssertEqual(viewModel.messages.banner.value?.text,
                       "Pixscout cannot keep a library in /data. Check that the folder is writable, then start "
                           + "Pixscout again.")
        viewModel.show(.search)
        await searched(viewModel)
    }

    func testADamagedLibraryPutAsideIsSaid() {
        let viewModel = window()
        viewModel.attachLibrary(.success(store.opened(note: "Your library could not be read…")))
        XCTAssertEqual(viewModel.messages.banner.value, Banner(text: "Your library could not be read…", isError: false))
    }

    func testCollectionsAreMadeFilledShownRenamedAndDeleted() async {
        let viewModel = window()
        viewModel.attachLibrary(.success(store.opened()))
        await searched(viewModel)
        viewModel.selection.selectRow(at: 0)
        viewModel.selection.extendSelection(to: 2)
        viewModel.libraryActions.addSelection(toCollectionNamed: "Slides")
        await waitUntil("the collection") { viewModel.libraryActions.collectionNames.value == ["Slides"] }
        XCTAssertEqual(notices.last, "3 images added to “Slides”.")
        XCTAssertEqual(viewModel.library.shelves.value.map(\.name), ["Starred", "Slides", "Used Images", "History"])
        viewModel.show(.library)
        viewModel.library.showShelf(id: "collection:1")
        await waitUntil("its images") { viewModel.library.status.value == .shown(count: 3) }
        XCTAssertTrue(viewModel.libraryActions.showsCollection.value)
        viewModel.selection.selectRow(at: 0)
        viewModel.libraryActions.removeSelectionFromCollection()
        await waitUntil("one fewer") { viewModel.library.status.value == .shown(count: 2) }
        viewModel.library.renameShownCollection(to: "Talk")
        await waitUntil("renamed") { viewModel.library.shelf.value.name == "Talk" }
        viewModel.library.deleteShownCollection()
        await waitUntil("back on Starred") { viewModel.library.shelf.value.id == "starred" }
        XCTAssertFalse(viewModel.libraryActions.showsCollection.value)
        XCTAssertEqual(viewModel.library.shelves.value.map(\.name), ["Starred", "Used Images", "History"])
        viewModel.library.createCollection(named: "Holidays")
        await waitUntil("the new one shown, empty") {
            viewModel.screen.value == .results(.empty(.emptyShelf(.collection(name: "Holidays"))))
        }
    }

    func testImagesLookedAtGoIntoHistory() async {
        let viewModel = window()
        viewModel.attachLibrary(.success(store.opened()))
        await searched(viewModel)
        viewModel.selection.selectRow(at: 4)
        await waitUntil("the history") { self.store.viewedKeys == ["pixabay:5"] }
    }
}
