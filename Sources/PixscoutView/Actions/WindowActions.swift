import GtkKit

/// Every action, the window's (`win.`) and the application's (`app.`), each doing what its
/// ``PixscoutAction`` names through one `perform`, and the keys that only work in some places:
/// `/` outside the search entry, Down and Escape from the entry into the results.
@MainActor
final class WindowActions {
    private weak var window: Window?
    private let searchEntry: Entry
    private let results: ResultsView
    private var helpOverlayPrepared = false

    /// `perform` does each action, the application's too.
    init(application: Application, window: Window, searchEntry: Entry, results: ResultsView,
        perform: @escaping @MainActor (PixscoutAction) -> Void) {
        self.window = window
        self.searchEntry = searchEntry
        self.results = results
        for action in PixscoutAction.allCases {
            if action.isApplicationAction {
                application.addAction(action.name) { _ in perform(action) }
            } else if action.isToggle {
                window.addToggleAction(action.name) { perform(action) }
            } else {
                window.addAction(action.name) { perform(action) }
            }
        }
        window.onKeyPress { [weak self] key in self?.handleWindowKey(key) ?? false }
        searchEntry.onKeyPress { [weak self] key in self?.handleEntryKey(key) ?? false }
    }

    /// Builds the keyboard shortcuts window (Ctrl+?) once the main window is on screen: it is
    /// costly to build, and nobody needs it before the first frame.
    func prepareHelpOverlay() {
        guard !helpOverlayPrepared else { return }
        helpOverlayPrepared = true
        window?.setHelpOverlay(ShortcutTable.makeWindow())
    }

    /// Ctrl+?: the keyboard shortcuts window, built now if the first frame has not come yet.
    func showShortcuts() {
        prepareHelpOverlay()
        window?.showHelpOverlay()
    }

    private func handleWindowKey(_ press: KeyPress) -> Bool {
        guard press.key == .character("/"), !press.control, !press.alt, !searchEntry.hasFocus else { return false }
        window?.activateAction(PixscoutAction.focusSearch.name)
        return true
    }

    /// Down or Escape in the entry moves to the results: the first row, or back to the selected one.
    private func handleEntryKey(_ press: KeyPress) -> Bool {
        guard !press.control, !press.alt, results.hasResults else { return false }
        switch press.key {
        case .down:
            results.select(0)
        case .escape:
            results.select(results.selected ?? 0)
        default:
            return false
        }
        return true
    }
}
