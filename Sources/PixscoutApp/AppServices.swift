import PixscoutView
import PixscoutViewModel
import Swinject

/// What the app takes from the composition root, resolved once at start-up.
@MainActor
final class AppServices {
    let window: WindowViewModel
    let windowShown: MainWindow.Shown
    let windowParts: [any WindowPart]
    let libraryAttachment: LibraryAttachment
    let catalog: SiteCatalog
    let probe: (any ViewProbing)?
    let libraryOpener: LibraryOpener
    let windowLayout: WindowLayoutViewModel
    let desktopSearch: DesktopSearchViewModel
    let startup: StartupViewModel

    init(container: Container) {
        window = container.required(WindowViewModel.self)
        windowShown = container.required(MainWindow.Shown.self)
        windowParts = container.required([any WindowPart].self)
        libraryAttachment = container.required(LibraryAttachment.self)
        catalog = container.required(SiteCatalog.self)
        probe = container.required(Optional<any ViewProbing>.self)
        libraryOpener = container.required(LibraryOpener.self)
        windowLayout = container.required(WindowLayoutViewModel.self)
        desktopSearch = container.required(DesktopSearchViewModel.self)
        startup = container.required(StartupViewModel.self)
    }
}
