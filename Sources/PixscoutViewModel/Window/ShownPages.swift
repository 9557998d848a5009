/// The pages of whatever the window shows: the search's, or the library shelf's. Paging near
/// the end and the quick look ask here, whichever it is.
@MainActor
public final class ShownPages: NextPageLoading {
    private let search: SearchViewModel
    private let library: LibraryViewModel
    private let mode: ObservableProperty<WindowMode>

    public init(search: SearchViewModel, library: LibraryViewModel, mode: ObservableProperty<WindowMode>) {
        self.search = search
        self.library = library
        self.mode = mode
    }

    private var showsLibrary: Bool { mode.value == .library }

    var hasMore: Bool {
        showsLibrary ? library.hasMore : search.hasMore
    }

    /// How many there are in all, when known.
    var total: Int? {
        showsLibrary ? library.total : search.total
    }

    public func loadNextPage() {
        if showsLibrary { library.loadNextPage() } else { search.loadNextPage() }
    }
}
