import Foundation
import PixscoutModel
@testable import PixscoutViewModel

/// The window's view models as the container makes them over `source`, with stubs for the
/// desktop and a quick clock.
@MainActor
func makeWindowModel(
    _ source: SearchedSites, opener: StubURLOpener = StubURLOpener(), clipboard: StubClipboard = StubClipboard(),
    wallpaper: (any WallpaperSetting)? = nil, folders: ImageFolders = .standard(), catalog: StubSiteCatalog? = nil,
    siteStore: SiteChoiceStore? = nil, filtersStore: SearchFiltersStore? = nil,
    sleep: @escaping @Sendable (Duration) async throws -> Void = { _ in try await Task.sleep(for: .milliseconds(1)) }
) -> ResolvedWindow {
    ResolvedWindow(
        source, opener: opener, clipboard: clipboard, wallpaper: wallpaper, folders: folders, catalog: catalog?.catalog,
        siteStore: siteStore, filtersStore: filtersStore, sleep: sleep)
}
