import PixscoutModel
import PixscoutLocalization

/// Hands the library, opened after the window showed, to everything that waits for it, and
/// says what the person should know: that another program holds it, a note, or a failure.
@MainActor
public final class LibraryAttachment {
    private let access: LibraryAccess
    private let library: any LibraryShelfAccess
    private let libraryActions: any ShelfActions
    private let history: any SearchHistoryKeeping
    private let results: any ResultCells
    private let messages: any BannerShowing
    private var busyNote: Banner?

    public init(
        access: LibraryAccess, library: any LibraryShelfAccess, libraryActions: any ShelfActions,
        history: any SearchHistoryKeeping, results: any ResultCells, messages: any BannerShowing
    ) {
        self.access = access
        self.library = library
        self.libraryActions = libraryActions
        self.history = history
        self.results = results
        self.messages = messages
    }

    /// The library, once opened; a failure is said in a banner and the library view says it
    /// is unavailable.
    public func attach(_ opened: Result<OpenedLibrary, LibraryError>) {
        if let busyNote, messages.banner.value == busyNote { messages.dismissBanner() }
        switch opened {
        case .success(let opened):
            access.settle(opened)
            if let note = opened.note { messages.show(Banner(text: note, isError: false)) }
            Task {
                await library.refreshCollections()
                await history.load()
            }
            libraryActions.markStars(in: 0..<results.resultCount)
        case .failure(let error):
            access.settle(nil)
            messages.show(Banner(text: error.message))
        }
    }

    /// Another program holds the library: it opens once it is free, and the person knows why
    /// it has not yet.
    public func libraryIsBusy() {
        let note = Banner(text: tr("Your library is in use by another program. Pixscout will open it as soon as it is free."), isError: false)
        busyNote = note
        messages.show(note)
    }
}
