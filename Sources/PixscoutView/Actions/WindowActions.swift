import GtkKit

/// The window's action map: every action (the window's `win.`, the application's `app.`) is
/// installed here by the window or by the part that owns it, and does what its
/// ``PixscoutAction`` names. Also the keys that only work in some places: `/` outside the
/// search entry, Down and Escape from the entry into the results.
@MainActor
final class WindowActions {
    private weak var window: Window?
    private let application: Application
    private let searchEntry: Entry
    private let results: ResultsView
    private var helpOverlayPrepared = false
    /// What each installed action does, by its GAction name.
    private var handlers: [String: @MainActor () -> Void] = [:]

    init(application: Application, window: Window, searchEntry: Entry, results: ResultsView) {
        self.window = window
        self.application = application
        self.searchEntry = searchEntry
        self.results = results
        window.onKeyPress { [weak self] key in self?.handleWindowKey(key) ?? false }
        searchEntry.onKeyPress { [weak self] key in self?.handleEntryKey(key) ?? false }
    }

    /// The actions of the table that nobody installed: none, once the window and its parts are built.
    var missing: [PixscoutAction] {
        PixscoutAction.allCases.filter { handlers[$0.name] == nil }
    }

    func install(_ action: PixscoutAction, _ perform: @escaping @MainActor () -> Void) {
        precondition(handlers[action.name] == nil, "\(action.name) is installed twice")
        handlers[action.name] = perform
        if action.isApplicationAction {
            application.addAction(action.name) { _ in perform() }
        } else if action.isToggle {
            window?.addToggleAction(action.name, perform)
        } else {
            window?.addAction(action.name, perform)
        }
    }

    func install(name: String, _ perform: @escaping @MainActor () -> Void) {
        precondition(handlers[name] == nil, "\(name) is installed twice")
        handlers[name] = perform
        window?.addAction(name, perform)
    }

    /// Does `action` at once, the application's too, as its menu item would.
    func perform(_ action: PixscoutAction) {
        handlers[action.name]?()
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
