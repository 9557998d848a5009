/// The pages of whatever the window shows: the search's, or the library shelf's. Paging near
/// the end and the quick look ask here, whichever it is.
@MainActor
final class ShownPages {
    var showsLibrary = false
    private let search: SearchViewModel
    private let library: LibraryViewModel

    init(search: SearchViewModel, library: LibraryViewModel) {
        self.search = search
        self.library = library
    }

    var hasMore: Bool {
        showsLibrary ? library.hasMore : search.hasMore
    }

    /// How many there are in all, when known.
    var total: Int? {
        showsLibrary ? library.total : search.total
    }

    func loadNextPage() {
        if showsLibrary { library.loadNextPage() } else { search.loadNextPage() }
    }
}
