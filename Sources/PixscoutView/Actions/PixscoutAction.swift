import GtkKit
import PixscoutLocalization

/// Every action of the window and the application, named once: its GAction name, the keys
/// that trigger it, and its title in menus and in the keyboard shortcuts window. The action
/// setup, the menus, the shortcuts window and the key handling all read it here.
public enum PixscoutAction: CaseIterable, Sendable {
    case focusSearch, refresh, toggleDetails, saveImage, quickLook, openPage, copyImage, copyLink, copyCredit, setWallpaper
    case showShortcuts, preferences, about, quit

    /// Window actions act on the window's content; application actions on Pixscout itself.
    public var isApplicationAction: Bool {
        [.preferences, .about, .quit].contains(self)
    }

    /// The GAction's name, "copy-image".
    public var name: String {
        switch self {
        case .focusSearch: "focus-search"
        case .refresh: "refresh"
        case .toggleDetails: "toggle-details"
        case .saveImage: "save-image"
        case .quickLook: "quick-look"
        case .openPage: "open-page"
        case .copyImage: "copy-image"
        case .copyLink: "copy-link"
        case .copyCredit: "copy-credit"
        case .setWallpaper: "set-wallpaper"
        case .showShortcuts: "show-help-overlay"
        case .preferences: "preferences"
        case .about: "about"
        case .quit: "quit"
        }
    }

    /// "win.copy-image", as menus and accelerators name it.
    public var detailedName: String {
        (isApplicationAction ? "app." : "win.") + name
    }

    /// Keys GTK handles anywhere in the window.
    public var accelerators: [String] {
        switch self {
        case .focusSearch: ["<Primary>f"]
        case .refresh: ["F5", "<Primary>r"]
        case .toggleDetails: ["F9"]
        case .saveImage: ["<Primary>s"]
        case .showShortcuts: ["<Primary>question"]
        case .preferences: ["<Primary>comma"]
        case .quit: ["<Primary>q"]
        default: []
        }
    }

    /// Keys that act only where an image has the keyboard focus (a result, the pane's image,
    /// the quick look): Ctrl+C in the search field copies its text.
    public var imageKeys: [String] {
        switch self {
        case .quickLook: ["space"]
        case .openPage: ["Return"]
        case .copyImage: ["<Primary>c"]
        case .copyLink: ["<Primary><Shift>c"]
        default: []
        }
    }

    /// What the keyboard shortcuts window calls it.
    public var title: String {
        switch self {
        case .focusSearch: tr("Go to the search field")
        case .refresh: tr("Search again")
        case .toggleDetails: tr("Show or hide the details")
        case .saveImage: tr("Save the image")
        case .quickLook: tr("Quick look")
        case .openPage: tr("Open the image's page in the browser")
        case .copyImage: tr("Copy the image")
        case .copyLink: tr("Copy the link to its page")
        case .copyCredit: tr("Copy the credit")
        case .setWallpaper: tr("Set as wallpaper")
        case .showShortcuts: tr("Keyboard shortcuts")
        case .preferences: tr("Preferences")
        case .about: tr("About Pixscout")
        case .quit: tr("Quit")
        }
    }

    /// Its label in a menu, with its mnemonic.
    public var menuLabel: String {
        switch self {
        case .quickLook: tr("_Quick Look")
        case .openPage: tr("_Open in Browser")
        case .saveImage: tr("_Save Image…")
        case .copyImage: tr("Copy _Image")
        case .copyLink: tr("Copy _Link")
        case .copyCredit: tr("Copy C_redit")
        case .setWallpaper: tr("Set as _Wallpaper")
        case .showShortcuts: tr("_Keyboard Shortcuts")
        case .preferences: tr("_Preferences")
        case .about: tr("_About Pixscout")
        default: title
        }
    }

    @MainActor
    var menuItem: MenuModel.Item {
        MenuModel.Item(menuLabel, detailedName)
    }

    /// The action an image's key press asks for, if any.
    @MainActor
    public static func forImageKey(_ press: KeyPress) -> PixscoutAction? {
        allCases.first { action in action.imageKeys.contains { KeyPress(accelerator: $0) == press } }
    }

    /// Sets the accelerators of every action that has some.
    @MainActor
    public static func installAccelerators(in application: Application) {
        for action in allCases where !action.accelerators.isEmpty {
            application.setAccelerators(action.accelerators, for: action.detailedName)
        }
    }
}
