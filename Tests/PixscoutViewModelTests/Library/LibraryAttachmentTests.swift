import PixscoutModel
import XCTest
@testable import PixscoutViewModel

/// The library handed over once open, on its own with the view models it tells.
@MainActor
final class LibraryAttachmentTests: XCTestCase {
    private let access = LibraryAccess()
    private let messages = MessagesViewModel.standalone
    private lazy var library = LibraryViewModel(access: access, messages: messages)
    private lazy var attachment: LibraryAttachment = {
        let mode = ObservableProperty(WindowMode.search)
        let source = makeSearchedSites(PagedStubSite(total: 10))
        let active = ActiveSite(sites: source, decoder: StubPreviewDecoder(), mode: mode, access: access)
        let search = SearchViewModel(
            active: active, filters: FiltersViewModel(store: nil), messages: messages, catalog: nil,
            siteStore: nil, history: nil, siteSearch: SiteSearch())
        let results = ResultsViewModel(pages: ShownPages(search: search, library: library, mode: mode), sleep: { _ in })
        let selection = SelectionViewModel(
            results: results, active: active, messages: messages, urlOpener: StubURLOpener(), recorder: nil,
            locale: Locale(identifier: "en_US"), sleep: { _ in })
        let actions = LibraryActionsViewModel(
            access: access, library: library, results: results, selection: selection, active: active,
            messages: messages)
        return LibraryAttachment(
            access: access, library: library, libraryActions: actions, history: SearchHistory(access: access),
            results: results, messages: messages)
    }()

    func testTheBusyNoteGoesOnceTheLibraryOpensAndItsCollectionsAreRead() async throws {
        let store = StubLibrary()
        _ = try await store.createCollection(named: "Slides")
        attachment.libraryIsBusy()
        XCTAssertEqual(messages.banner.value?.isError, false)
        XCTAssertTrue(messages.banner.value?.text.contains("in use by another program") == true)
        attachment.attach(.success(store.opened()))
        XCTAssertNil(messages.banner.value, "the library is open now")
        let opened = await access.library()
        XCTAssertNotNil(opened)
        await waitUntil("the collections") { self.library.collections.value.map(\.name) == ["Slides"] }
    }

    func testALibraryThatCannotOpenIsSaidAndWaitersHearNil() async {
        attachment.attach(.failure(.cannotOpen(folder: "/data")))
        XCTAssertEqual(messages.banner.value?.isError, true)
        XCTAssertTrue(messages.banner.value?.text.contains("/data") == true, messages.banner.value?.text ?? "")
        let opened = await access.library()
        XCTAssertNil(opened)
    }
}
