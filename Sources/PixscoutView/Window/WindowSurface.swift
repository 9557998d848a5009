import GtkKit
import PixscoutProbe

/// What a window part may use of the window: the GTK window (a parent for its dialogs, a
/// target for drops), the action map, the page over the results, and the probe.
@MainActor
public final class WindowSurface {
    public let window: Window
    public let probe: (any ViewProbing)?
    private let actions: WindowActions
    private let pages: any WindowPageShowing

    init(window: Window, probe: (any ViewProbing)?, actions: WindowActions, pages: any WindowPageShowing) {
        self.window = window
        self.probe = probe
        self.actions = actions
        self.pages = pages
    }

    /// Installs what `action` does: the menus, the keys and the buttons that name it all come here.
    public func install(_ action: PixscoutAction, _ perform: @escaping @MainActor () -> Void) {
        actions.install(action, perform)
    }

    /// Installs an action of the part's own, as `win.name`, beside the table's.
    public func install(name: String, _ perform: @escaping @MainActor () -> Void) {
        actions.install(name: name, perform)
    }

    /// Does `action` as its menu item or key would: one part asking another.
    public func perform(_ action: PixscoutAction) {
        actions.perform(action)
    }

    /// The box a page over the results has, in pixels.
    public var pageArea: (width: Int, height: Int) {
        pages.pageArea
    }

    /// Shows `page` over the results and the detail pane (the quick look), adding it the first time.
    public func showOverResults(_ page: Widget, name: String) {
        pages.showOverResults(page, name: name)
    }

    /// The results and the detail pane again, as before a page covered them.
    public func showResults() {
        pages.showResults()
    }
}
