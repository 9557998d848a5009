import GtkKit

/// The window's actions (`win.`): the shortcuts', the menus' and the image's, all on the
/// selected image; and the keys that only work in some places: `/` outside the search entry,
/// Down and Escape from the entry into the results.
@MainActor
final class WindowActions {
    struct Handlers {
        var focusSearch: @MainActor () -> Void
        var refresh: @MainActor () -> Void
        var toggleDetails: @MainActor () -> Void
        var saveImage: @MainActor () -> Void
        var quickLook: @MainActor () -> Void
        var openPage: @MainActor () -> Void
        var copyImage: @MainActor () -> Void
        var copyLink: @MainActor () -> Void
        var copyCredit: @MainActor () -> Void
        var setWallpaper: @MainActor () -> Void
    }

    private weak var window: Window?
    private let searchEntry: Entry
    private let results: ResultsView
    private let handlers: Handlers
    private var helpOverlayPrepared = false

    init(window: Window, searchEntry: Entry, results: ResultsView, handlers: Handlers) {
        self.window = window
        self.searchEntry = searchEntry
        self.results = results
        self.handlers = handlers
        window.addAction("focus-search", handlers.focusSearch)
        window.addAction("refresh", handlers.refresh)
        window.addAction("toggle-details", handlers.toggleDetails)
        window.addAction("save-image", handlers.saveImage)
        window.addAction("quick-look", handlers.quickLook)
        window.addAction("open-page", handlers.openPage)
        window.addAction("copy-image", handlers.copyImage)
        window.addAction("copy-link", handlers.copyLink)
        window.addAction("copy-credit", handlers.copyCredit)
        window.addAction("set-wallpaper", handlers.setWallpaper)
        window.onKeyPress { [weak self] key in self?.handleWindowKey(key) ?? false }
        searchEntry.onKeyPress { [weak self] key in self?.handleEntryKey(key) ?? false }
    }

    /// Builds the keyboard shortcuts window (Ctrl+?) once the main window is on screen: it was
    /// a fifth of building the main window, and nobody needs it before the first frame.
    func prepareHelpOverlay() {
        guard !helpOverlayPrepared else { return }
        helpOverlayPrepared = true
        window?.setHelpOverlay(ShortcutTable.makeWindow())
    }

    private func handleWindowKey(_ press: KeyPress) -> Bool {
        guard press.key == .character("/"), !press.control, !press.alt, !searchEntry.hasFocus else { return false }
        handlers.focusSearch()
        return true
    }

    /// Down or Escape in the entry moves to the results: the first row, or back to the selected one.
    private func handleEntryKey(_ press: KeyPress) -> Bool {
        guard !press.control, !press.alt, results.hasResults else { return false }
        switch press.key {
        case .down:
            results.select(0)
        case .escape:
            results.select(results.selectedIndex ?? 0)
        default:
            return false
        }
        return true
    }
}
