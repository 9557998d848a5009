import GtkKit
import PixscoutLocalization

/// Every keyboard shortcut, once: the application sets the accelerators of those that are
/// actions, and the shortcuts window (Ctrl+?) lists them all.
@MainActor
public enum ShortcutTable {
    public struct Entry: Sendable {
        /// The detailed action the keys trigger, when GTK handles them as accelerators; nil
        /// for keys that only work where they make sense (in the list, outside the entry).
        public let action: String?
        public let accelerators: [String]
        public let title: String
    }

    public static var groups: [(title: String, entries: [Entry])] {
        [
            (tr("Searching"), [
                Entry(action: "win.focus-search", accelerators: ["<Primary>f"], title: tr("Go to the search field")),
                Entry(action: nil, accelerators: ["slash"], title: tr("Go to the search field (outside it)")),
                Entry(action: nil, accelerators: ["Return"], title: tr("Search (in the search field)")),
                Entry(action: "win.refresh", accelerators: ["F5", "<Primary>r"], title: tr("Search again")),
                Entry(action: nil, accelerators: ["Down", "Escape"], title: tr("Go to the results (from the search field)")),
            ]),
            (tr("Results"), [
                Entry(action: nil, accelerators: ["Up", "Down"], title: tr("Previous or next image")),
                Entry(action: nil, accelerators: ["Page_Up", "Page_Down"], title: tr("A screen up or down")),
                Entry(action: nil, accelerators: ["Home", "End"], title: tr("First or last image")),
                Entry(action: nil, accelerators: ["Return"], title: tr("Open the image's page in the browser")),
                Entry(action: "win.save-image", accelerators: ["<Primary>s"], title: tr("Save the image")),
                Entry(action: "win.toggle-details", accelerators: ["F9"], title: tr("Show or hide the details")),
            ]),
            (tr("The selected image"), [
                Entry(action: nil, accelerators: ["space"], title: tr("Quick look")),
                Entry(action: nil, accelerators: ["<Primary>c"], title: tr("Copy the image")),
                Entry(action: nil, accelerators: ["<Primary><Shift>c"], title: tr("Copy the link to its page")),
                Entry(action: nil, accelerators: ["Menu", "<Shift>F10"], title: tr("Open its menu")),
            ]),
            (tr("Quick look"), [
                Entry(action: nil, accelerators: ["Left", "Right"], title: tr("Previous or next image")),
                Entry(action: nil, accelerators: ["Return"], title: tr("Open the image's page in the browser")),
                Entry(action: nil, accelerators: ["Escape", "space"], title: tr("Close")),
            ]),
            (tr("General"), [
                Entry(action: "app.preferences", accelerators: ["<Primary>comma"], title: tr("Preferences")),
                Entry(action: "win.show-help-overlay", accelerators: ["<Primary>question"], title: tr("Keyboard shortcuts")),
                Entry(action: "app.quit", accelerators: ["<Primary>q"], title: tr("Quit")),
            ]),
        ]
    }

    /// Sets the accelerators of every entry that is an action.
    public static func install(in application: Application) {
        for (_, entries) in groups {
            for entry in entries {
                if let action = entry.action { application.setAccelerators(entry.accelerators, for: action) }
            }
        }
    }

    static func makeWindow() -> ShortcutsWindow {
        ShortcutsWindow(title: tr("Keyboard Shortcuts"), groups: groups.map { group in
            ShortcutsWindow.Group(group.title, group.entries.map {
                ShortcutsWindow.Shortcut($0.title, $0.accelerators.joined(separator: " "))
            })
        })
    }
}
