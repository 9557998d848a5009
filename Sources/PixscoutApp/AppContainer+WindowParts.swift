import PixscoutView
import PixscoutViewModel
import Swinject

/// What the window shows itself, and each feature's part of it, given exactly the view
/// models it needs: a new feature is its own folders and one line here.
extension AppContainer {
    static func registerWindowParts(in container: Container) {
        container.register(MainWindow.Shown.self) { resolver in
            MainWindow.Shown(
                search: resolver.required(SearchViewModel.self), filters: resolver.required(FiltersViewModel.self),
                results: resolver.required(ResultsViewModel.self),
                selection: resolver.required(SelectionViewModel.self),
                messages: resolver.required(MessagesViewModel.self), library: resolver.required(LibraryViewModel.self),
                folderSave: resolver.required(FolderSaveViewModel.self),
                imageActions: resolver.required(ImageActionsViewModel.self),
                toasts: resolver.required(ToastViewModel.self))
        }
        container.register([any WindowPart].self) { resolver in
            let selection = resolver.required(SelectionViewModel.self)
            let (window, folderSave) = (resolver.required(WindowViewModel.self),
                resolver.required(FolderSaveViewModel.self))
            let preferences = resolver.required(PreferencesFactory.self)
            return [
                SaveImagePart(selection: selection),
                FollowUpPart(selection: selection),
                ImageActionsPart(actions: resolver.required(ImageActionsViewModel.self)),
                QuickLookPart(navigator: resolver.required(QuickLookNavigator.self), screen: window.screen),
                FitPart(fit: resolver.required(FitViewModel.self), selection: selection, folderSave: folderSave),
                LibraryPart(mode: window.mode, library: resolver.required(LibraryViewModel.self),
                    libraryActions: resolver.required(LibraryActionsViewModel.self),
                    credits: resolver.required(CreditsViewModel.self), folderSave: folderSave, selection: selection),
                DocumentCheckPart(documentCheck: resolver.required(DocumentCheckViewModel.self)),
                SiteRecheckPart(siteRecheck: resolver.required(SiteRecheckViewModel.self)),
                PreferencesPart(asked: window.preferencesWanted) { preferences.make() },
            ]
        }
    }
}
