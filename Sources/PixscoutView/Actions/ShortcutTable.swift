import GtkKit
import PixscoutLocalization

/// Every keyboard shortcut, once, for the shortcuts window (Ctrl+?): the actions with their
/// keys, and the keys that only work where they make sense (in the list, outside the entry).
@MainActor
enum ShortcutTable {
    enum Entry {
        case action(PixscoutAction)
        case keys([String], title: String)

        var accelerators: [String] {
            switch self {
            case .action(let action): action.accelerators + action.imageKeys
            case .keys(let keys, _): keys
            }
        }

        var title: String {
            switch self {
            case .action(let action): action.title
            case .keys(_, let title): title
            }
        }
    }

    static var groups: [(title: String, entries: [Entry])] {
        [
            (tr("Searching"), [
                .action(.focusSearch), .keys(["slash"], title: tr("Go to the search field (outside it)")),
                .keys(["Return"], title: tr("Search (in the search field)")), .action(.refresh),
                .keys(["Down", "Escape"], title: tr("Go to the results (from the search field)")),
            ]),
            (tr("Results"), [
                .keys(["Up", "Down"], title: tr("Previous or next image")),
                .keys(["Left", "Right"], title: tr("Previous or next image in the grid")),
                .keys(["Page_Up", "Page_Down"], title: tr("A screen up or down")),
                .keys(["Home", "End"], title: tr("First or last image")),
                .action(.openPage), .action(.saveImage), .action(.fitImage), .action(.toggleDetails),
                .action(.showList), .action(.showGrid), .action(.largerTiles), .action(.smallerTiles),
            ]),
            (tr("The selected image"), [
                .action(.quickLook), .action(.copyImage), .action(.copyLink),
                .keys(["Menu", "<Shift>F10"], title: tr("Open its menu")),
            ]),
            (tr("Several images"), [
                .keys(["<Shift>Up", "<Shift>Down"], title: tr("Select the images above or below too")),
                .action(.selectAll), .action(.star), .action(.saveToFolder),
            ]),
            (tr("Your library"), [.action(.showSearch), .action(.showLibrary), .action(.checkDocument)]),
            (tr("Quick look"), [
                .keys(["Left", "Right"], title: tr("Previous or next image")),
                .keys(["Return"], title: tr("Open the image's page in the browser")),
                .keys(["Escape", "space"], title: tr("Close")),
            ]),
            (tr("General"), [.action(.preferences), .action(.showShortcuts), .action(.quit)]),
        ]
    }

    static func makeWindow() -> ShortcutsWindow {
        ShortcutsWindow(title: tr("Keyboard Shortcuts"), groups: groups.map { group in
            ShortcutsWindow.Group(group.title, group.entries.map {
                ShortcutsWindow.Shortcut($0.title, $0.accelerators.joined(separator: " "))
            })
        })
    }
}
