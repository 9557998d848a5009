import GtkKit
import PixscoutViewModel

/// The window's keyboard shortcuts, and the search entry's ways into the results.
@MainActor
final class WindowShortcuts {
    struct Actions {
        var focusSearch: @MainActor () -> Void
        var quit: @MainActor () -> Void
        var repeatSearch: @MainActor () -> Void
        var openPreferences: @MainActor () -> Void
        var toggleDetailPane: @MainActor () -> Void
    }

    private let searchEntry: Entry
    private let results: ResultsView
    private let actions: Actions

    init(window: Window, searchEntry: Entry, results: ResultsView, actions: Actions) {
        self.searchEntry = searchEntry
        self.results = results
        self.actions = actions
        window.onKeyPress { [weak self] key in self?.handleWindowKey(key) ?? false }
        searchEntry.onKeyPress { [weak self] key in self?.handleEntryKey(key) ?? false }
    }

    private func handleWindowKey(_ press: KeyPress) -> Bool {
        switch (press.key, press.control) {
        case (.character("f"), true), (.character("/"), false) where !searchEntry.hasFocus:
            actions.focusSearch()
        case (.character("f"), true):
            searchEntry.selectAll()
        case (.character("q"), true):
            actions.quit()
        case (.f5, _), (.character("r"), true):
            actions.repeatSearch()
        case (.character(","), true):
            actions.openPreferences()
        case (.f9, _):
            actions.toggleDetailPane()
        default:
            return false
        }
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
