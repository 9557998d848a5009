import Foundation
import PixscoutModel
import XCTest
@testable import PixscoutViewModel

/// A window view model searched, with a library, a clipboard, a downloader and a folder of
/// its own, for the tests of what is done with images.
@MainActor
class LedgerTestCase: XCTestCase {
    let store = StubLibrary()
    let clipboard = StubClipboard()
    let downloader = StubImageDownloader()
    let wallpaper = StubWallpaper()
    var folder: URL!
    var notices: [String] = []
    var tokens: [ObservationToken] = []

    override func setUp() async throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-ledger-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() async throws {
        try? FileManager.default.removeItem(at: folder)
    }

    func searched(_ images: [ImageEntity]? = nil) async -> ResolvedWindow {
        let site: any ImageSite = images.map { StubSite(["q": .success(ResultPage(images: $0,
            totalCount: $0.count, next: nil))]) }
            ?? PagedStubSite(total: 120)
        let viewModel = makeWindowModel(
            makeSearchedSites(site, downloader: downloader), clipboard: clipboard, wallpaper: wallpaper,
            folders: folders)
        tokens.append(viewModel.toasts.toast.observe { [weak self] in
            if let toast = $0 { self?.notices.append(toast.text) }
        })
        viewModel.attachLibrary(.success(store.opened()))
        viewModel.search.search(query: "q")
        await waitUntil("the results") { viewModel.results.resultCount > 0 }
        return viewModel
    }

    /// What a feature's view model stands on, made without the container: the site in use over
    /// `images`, the library open, the messages (their notices heard), the selection, the
    /// ledger's recorder.
    struct Ground {
        let access: LibraryAccess
        let active: ActiveSite
        let messages: MessagesViewModel
        let selection: StubSelectedImages
        let recorder: LibraryRecorder
    }

    func ground(_ images: [ImageEntity]) -> Ground {
        let access = LibraryAccess()
        access.settle(store.opened())
        let active = ActiveSite(sites: makeSearchedSites(StubSite([:]), downloader: downloader),
            decoder: StubPreviewDecoder(), mode: ObservableProperty(.search), access: access)
        let toasts = ToastViewModel(sleep: { _ in })
        tokens.append(toasts.toast.observe { [weak self] in if let toast = $0 { self?.notices.append(toast.text) } })
        let messages = MessagesViewModel(toasts: toasts, folderOpener: nil, sleep: { _ in })
        return Ground(access: access, active: active, messages: messages, selection: StubSelectedImages(images),
            recorder: LibraryRecorder(access: access, active: active, messages: messages, library: StubShelves(),
                catalog: nil))
    }

    var folders: ImageFolders {
        ImageFolders(
            drag: CacheFolder(url: folder.appendingPathComponent("cache/drag"), root: folder, limitBytes: 1 << 20),
            wallpapers: CacheFolder(url: folder.appendingPathComponent("cache/backgrounds"), root: folder,
                limitBytes: 1 << 20))
    }

    func uses() -> [String] {
        store.recordedUses.map { "\($0.use.kind.rawValue) \($0.image.id) "
            + "\($0.use.destination.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "-")" }
    }

}
