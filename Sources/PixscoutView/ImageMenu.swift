import GtkKit
import PixscoutLocalization

/// The context menu of an image (a result row, the detail pane's image): everything a person
/// can do with it, each item a window action that also has its keys.
@MainActor
enum ImageMenu {
    static func makeModel() -> MenuModel {
        MenuModel(sections: [
            [MenuModel.Item(tr("_Quick Look"), "win.quick-look"), MenuModel.Item(tr("_Open in Browser"), "win.open-page")],
            [
                MenuModel.Item(tr("_Save Image…"), "win.save-image"), MenuModel.Item(tr("Copy _Image"), "win.copy-image"),
                MenuModel.Item(tr("Copy _Link"), "win.copy-link"), MenuModel.Item(tr("Copy C_redit"), "win.copy-credit"),
            ],
            [MenuModel.Item(tr("Set as _Wallpaper"), "win.set-wallpaper")],
        ])
    }

    /// Pops the menu up for `widget` on a right click and on the Menu key or Shift+F10.
    /// `select` runs first, so that the menu acts on what was clicked (at `y`, or the
    /// selection for the keys), and returns the widget the keys' menu opens below, or nil
    /// when there is nothing to act on.
    /// The menu is built on its first use, not with the window.
    static func attach(to widget: Widget, probe: (any ViewProbing)?, select: @escaping @MainActor (_ y: Int?) -> Widget?) {
        var built: ContextMenu?
        let menu = { [weak widget] () -> ContextMenu? in
            guard let widget else { return nil }
            if built == nil { built = ContextMenu(model: makeModel(), attachedTo: widget) }
            return built
        }
        widget.onButtonPress(3) { event, y in
            guard select(y) != nil, let menu = menu() else { return false }
            menu.popUp(at: event)
            probe?.record("context-menu")
            return true
        }
        widget.onPopupMenu {
            guard let anchor = select(nil), let menu = menu() else { return false }
            menu.popUp(below: anchor)
            probe?.record("context-menu")
            return true
        }
    }

    /// The keys that act on an image wherever one has the focus: Space, Ctrl+C, Ctrl+Shift+C.
    static func handle(_ press: KeyPress, on widget: Widget) -> Bool {
        switch (press.key, press.control, press.shift) {
        case (.character("c"), true, false): widget.activateWindowAction("copy-image")
        case (.character("c"), true, true): widget.activateWindowAction("copy-link")
        default: return false
        }
        return true
    }
}
