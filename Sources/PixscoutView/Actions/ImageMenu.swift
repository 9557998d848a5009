import GtkKit
import PixscoutProbe

/// The context menu of an image (a result row, the detail pane's image, the quick look):
/// everything a person can do with it, each item a window action.
@MainActor
enum ImageMenu {
    static func makeModel() -> MenuModel {
        MenuModel(sections: [
            [PixscoutAction.quickLook.menuItem, PixscoutAction.openPage.menuItem],
            [PixscoutAction.moreByAuthor, .moreFromSource, .similarImages].map(\.menuItem),
            [PixscoutAction.star, .addToCollection, .removeFromCollection].map(\.menuItem),
            [PixscoutAction.saveImage, .fitImage, .saveToFolder, .copyImage, .copyLink, .copyCredits].map(\.menuItem),
            [PixscoutAction.setWallpaper.menuItem],
        ])
    }

    /// Pops the menu up for `widget` on a right click and on the Menu key or Shift+F10.
    /// `select` runs first, so that the menu acts on what was clicked (at the point, or the
    /// selection for the keys), and returns the widget the keys' menu opens below, or nil
    /// when there is nothing to act on. The menu is built on its first use.
    static func attach(to widget: Widget, probe: (any ViewProbing)?,
        select: @escaping @MainActor (_ at: WidgetPoint?) -> Widget?) {
        var built: ContextMenu?
        let menu = { [weak widget] () -> ContextMenu? in
            guard let widget else { return nil }
            if built == nil { built = ContextMenu(model: makeModel(), attachedTo: widget) }
            return built
        }
        widget.onButtonPress(3) { event, point in
            guard select(point) != nil, let menu = menu() else { return false }
            menu.popUp(at: event)
            probe?.record(.contextMenu)
            return true
        }
        widget.onPopupMenu {
            guard let anchor = select(nil), let menu = menu() else { return false }
            menu.popUp(below: anchor)
            probe?.record(.contextMenu)
            return true
        }
    }

    /// The keys that act on an image wherever one has the focus: Space, Enter, Ctrl+C,
    /// Ctrl+Shift+C, each the window action it names.
    static func handle(_ press: KeyPress, on widget: Widget) -> Bool {
        guard let action = PixscoutAction.forImageKey(press) else { return false }
        widget.activateWindowAction(action.name)
        return true
    }
}
