import PixscoutViewModel

/// The view model of each part of the window, as the composition root made them: each part
/// is given its own, and the window's view model keeps only the mode and the routing.
@MainActor
public struct WindowParts {
    public let search: any SearchViewModeling
    public let filters: any FiltersViewModeling
    public let results: any ResultsViewModeling
    public let selection: any SelectionViewModeling
    public let messages: any MessagesViewModeling
    public let imageActions: any ImageActionsViewModeling
    public let quickLook: any QuickLookNavigating
    public let library: any LibraryViewModeling
    public let libraryActions: any LibraryActionsViewModeling
    public let credits: any CreditsViewModeling
    public let folderSave: any FolderSaveViewModeling
    public let fit: any FitViewModeling

    public init(
        search: any SearchViewModeling, filters: any FiltersViewModeling, results: any ResultsViewModeling,
        selection: any SelectionViewModeling, messages: any MessagesViewModeling,
        imageActions: any ImageActionsViewModeling, quickLook: any QuickLookNavigating,
        library: any LibraryViewModeling, libraryActions: any LibraryActionsViewModeling,
        credits: any CreditsViewModeling, folderSave: any FolderSaveViewModeling, fit: any FitViewModeling
    ) {
        self.search = search
        self.filters = filters
        self.results = results
        self.selection = selection
        self.messages = messages
        self.imageActions = imageActions
        self.quickLook = quickLook
        self.library = library
        self.libraryActions = libraryActions
        self.credits = credits
        self.folderSave = folderSave
        self.fit = fit
    }
}
