import GtkKit
import PixscoutLocalization
import PixscoutViewModel

/// Every action of the window and the application, named once: its GAction name, the keys
/// that trigger it, and its title in menus and in the keyboard shortcuts window. The action
/// setup, the menus, the shortcuts window and the key handling all read it here.
public enum PixscoutAction: CaseIterable, Sendable {
    case focusSearch, refresh, toggleDetails, saveImage, fitImage, quickLook, openPage, copyImage, copyLink,
        copyCredits, setWallpaper
    case selectAll, star, addToCollection, removeFromCollection, saveToFolder
    case moreByAuthor, moreFromSource, similarImages
    case showList, showGrid, largerTiles, smallerTiles
    case showSearch, showLibrary, newCollection, renameCollection, deleteCollection, copyShelfCredits,
        exportShelfCredits, exportCredits, checkDocument, recheckSites
    case showShortcuts, preferences, about, quit

    /// Window actions act on the window's content; application actions on Pixscout itself.
    public var isApplicationAction: Bool {
        [.preferences, .about, .quit].contains(self)
    }

    /// On or off, with a check mark in menus: whether the focused image is starred, whether
    /// the results are a list or a grid.
    public var isToggle: Bool {
        [.star, .showList, .showGrid].contains(self)
    }

    /// Actions that only make sense now and then (a collection shown) leave the menus meanwhile.
    var hidesWhenDisabled: Bool {
        [.removeFromCollection, .renameCollection, .deleteCollection, .moreByAuthor, .moreFromSource,
            .similarImages].contains(self)
    }

    /// The GAction's name, "copy-image".
    public var name: String {
        switch self {
        case .focusSearch: "focus-search"
        case .refresh: "refresh"
        case .toggleDetails: "toggle-details"
        case .saveImage: "save-image"
        case .fitImage: "fit-image"
        case .quickLook: "quick-look"
        case .openPage: "open-page"
        case .copyImage: "copy-image"
        case .copyLink: "copy-link"
        case .copyCredits: "copy-credits"
        case .setWallpaper: "set-wallpaper"
        case .selectAll: "select-all"
        case .star: "star"
        case .addToCollection: "add-to-collection"
        case .removeFromCollection: "remove-from-collection"
        case .saveToFolder: "save-to-folder"
        case .moreByAuthor: "more-by-author"
        case .moreFromSource: "more-from-source"
        case .similarImages: "similar-images"
        case .showList: "show-list"
        case .showGrid: "show-grid"
        case .largerTiles: "larger-tiles"
        case .smallerTiles: "smaller-tiles"
        case .showSearch: "show-search"
        case .showLibrary: "show-library"
        case .newCollection: "new-collection"
        case .renameCollection: "rename-collection"
        case .deleteCollection: "delete-collection"
        case .copyShelfCredits: "copy-shelf-credits"
        case .exportShelfCredits: "export-shelf-credits"
        case .exportCredits: "export-credits"
        case .checkDocument: "check-document"
        case .recheckSites: "check-sources"
        case .showShortcuts: "show-shortcuts"
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
        case .fitImage: ["<Primary><Shift>f"]
        case .saveToFolder: ["<Primary><Shift>s"]
        case .star: ["<Primary>d"]
        case .showList: ["<Primary>1"]
        case .showGrid: ["<Primary>2"]
        case .largerTiles: ["<Primary>plus", "<Primary>equal", "<Primary>KP_Add"]
        case .smallerTiles: ["<Primary>minus", "<Primary>KP_Subtract"]
        case .showSearch: ["<Alt>1"]
        case .showLibrary: ["<Alt>2"]
        case .checkDocument: ["<Primary>o"]
        case .showShortcuts: ["<Primary>question"]
        case .preferences: ["<Primary>comma"]
        case .quit: ["<Primary>q"]
        // Keys only where an image has the focus (imageKeys), or none: menus and buttons.
        case .quickLook, .openPage, .copyImage, .copyLink, .copyCredits, .setWallpaper, .selectAll,
            .addToCollection, .removeFromCollection, .moreByAuthor, .moreFromSource, .similarImages,
            .newCollection, .renameCollection, .deleteCollection, .copyShelfCredits, .exportShelfCredits,
            .exportCredits, .recheckSites, .about: []
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
        case .selectAll: ["<Primary>a"]
        // Keys anywhere in the window (accelerators), or none.
        case .focusSearch, .refresh, .toggleDetails, .saveImage, .fitImage, .copyCredits, .setWallpaper, .star,
            .addToCollection, .removeFromCollection, .saveToFolder, .moreByAuthor, .moreFromSource, .similarImages,
            .showList, .showGrid, .largerTiles, .smallerTiles, .showSearch, .showLibrary, .newCollection,
            .renameCollection, .deleteCollection, .copyShelfCredits, .exportShelfCredits, .exportCredits,
            .checkDocument, .recheckSites, .showShortcuts, .preferences, .about, .quit: []
        }
    }

    /// What the keyboard shortcuts window calls it.
    public var title: String {
        switch self {
        case .focusSearch: tr("Go to the search field")
        case .refresh: tr("Search again")
        case .toggleDetails: tr("Show or hide the details")
        case .saveImage: tr("Save the image")
        case .fitImage: tr("Fit the image to a slide, a page or the screen")
        case .quickLook: tr("Quick look")
        case .openPage: tr("Open the image's page in the browser")
        case .copyImage: tr("Copy the image")
        case .copyLink: tr("Copy the link to its page")
        case .copyCredits: tr("Copy the credits")
        case .setWallpaper: tr("Set as wallpaper")
        case .selectAll: tr("Select every image")
        case .star: tr("Star or unstar")
        case .addToCollection: tr("Add to a collection")
        case .removeFromCollection: tr("Remove from the collection")
        case .saveToFolder: tr("Save the selected images to a folder")
        case .moreByAuthor: tr("Search for more by the image's author")
        case .moreFromSource: tr("Search for more from the image's source")
        case .similarImages: tr("Search for images like it")
        case .showList: tr("Show the results as a list")
        case .showGrid: tr("Show the results as a grid")
        case .largerTiles: tr("Larger tiles in the grid")
        case .smallerTiles: tr("Smaller tiles in the grid")
        case .showSearch: tr("Search")
        case .showLibrary: tr("Your library")
        case .newCollection: tr("New collection")
        case .renameCollection: tr("Rename the collection")
        case .deleteCollection: tr("Delete the collection")
        case .copyShelfCredits: tr("Copy the credits of every image shown")
        case .exportShelfCredits: tr("Export the credits of every image shown")
        case .exportCredits: tr("Export the credits of every image used")
        case .checkDocument: tr("Check where a document's pictures came from")
        case .recheckSites: tr("Check whether the images you used are still at their sites")
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
        case .fitImage: tr("Fi_t…")
        case .copyImage: tr("Copy _Image")
        case .copyLink: tr("Copy _Link")
        case .copyCredits: tr("Copy C_redits")
        case .setWallpaper: tr("Set as _Wallpaper")
        case .star: tr("S_tar")
        case .addToCollection: tr("_Add to Collection…")
        case .removeFromCollection: tr("_Remove from Collection")
        case .saveToFolder: tr("Save to _Folder…")
        case .moreByAuthor: tr("More by This A_uthor")
        case .moreFromSource: tr("More from This Sour_ce")
        case .similarImages: tr("Si_milar Images")
        case .showList: tr("_List")
        case .showGrid: tr("_Grid")
        case .largerTiles: tr("_Larger Tiles")
        case .smallerTiles: tr("_Smaller Tiles")
        case .newCollection: tr("_New Collection…")
        case .renameCollection: tr("_Rename Collection…")
        case .deleteCollection: tr("_Delete Collection")
        case .copyShelfCredits: tr("_Copy Credits of These Images")
        case .exportShelfCredits: tr("E_xport Credits of These Images…")
        case .exportCredits: tr("_Export Credits…")
        case .checkDocument: tr("_Check a Document…")
        case .recheckSites: tr("Check _Sources")
        case .showShortcuts: tr("_Keyboard Shortcuts")
        case .preferences: tr("_Preferences")
        case .about: tr("_About Pixscout")
        // In no menu: the search field, the header's buttons and the keys reach them.
        case .focusSearch, .refresh, .toggleDetails, .selectAll, .showSearch, .showLibrary, .quit: title
        }
    }

    @MainActor
    var menuItem: MenuModel.Item {
        MenuModel.Item(menuLabel, detailedName, hiddenWhenDisabled: hidesWhenDisabled)
    }

    /// The action that follows a thread of `kind` from the selected image.
    static func following(_ kind: FollowUp) -> PixscoutAction {
        switch kind {
        case .author: .moreByAuthor
        case .source: .moreFromSource
        case .similar: .similarImages
        }
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
