import PixscoutView
import PixscoutViewModel
import Swinject

/// What the app takes from the composition root, resolved once at start-up.
@MainActor
final class AppServices {
    let window: WindowViewModel
    let windowParts: WindowParts
    let toasts: ToastViewModel
    let documentCheck: DocumentCheckViewModel
    let sourceCheck: SourceCheckViewModel
    let libraryAttachment: LibraryAttachment
    let catalog: SiteCatalog
    let probe: (any ViewProbing)?
    let libraryOpener: LibraryOpener
    let windowLayout: WindowLayoutViewModel
    let desktopSearch: DesktopSearchViewModel
    let startup: StartupViewModel
    private let preferences: PreferencesFactory

    init(container: Container) {
        window = container.required(WindowViewModel.self)
        windowParts = container.required(WindowParts.self)
        toasts = container.required(ToastViewModel.self)
        documentCheck = container.required(DocumentCheckViewModel.self)
        sourceCheck = container.required(SourceCheckViewModel.self)
        libraryAttachment = container.required(LibraryAttachment.self)
        catalog = container.required(SiteCatalog.self)
        probe = container.required(Optional<any ViewProbing>.self)
        preferences = container.required(PreferencesFactory.self)
        libraryOpener = container.required(LibraryOpener.self)
        windowLayout = container.required(WindowLayoutViewModel.self)
        desktopSearch = container.required(DesktopSearchViewModel.self)
        startup = container.required(StartupViewModel.self)
    }

    func makePreferences() -> PreferencesViewModel {
        preferences.make()
    }
}
