import Foundation
import PixscoutModel
@testable import PixscoutViewModel

/// The window's view models over `source`, with stubs for the desktop and a quick clock.
@MainActor
func makeWindowModel(
    _ source: ImageSearchSource, opener: StubURLOpener = StubURLOpener(), clipboard: StubClipboard = StubClipboard(),
    wallpaper: (any WallpaperSetting)? = nil, folders: ImageFolders = .standard(), catalog: StubSourceCatalog? = nil,
    providerStore: ProviderChoiceStore? = nil, filtersStore: SearchFiltersStore? = nil,
    sleep: @escaping @Sendable (Duration) async throws -> Void = { _ in try await Task.sleep(for: .milliseconds(1)) }
) -> ComposedWindow {
    ComposedWindow(
        source, opener: opener, clipboard: clipboard, wallpaper: wallpaper, folders: folders, catalog: catalog?.catalog,
        providerStore: providerStore, filtersStore: filtersStore, sleep: sleep)
}
