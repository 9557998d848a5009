/// The pages of whatever the window shows: the search's, or the library shelf's. Paging near
/// the end and the quick look ask here, whichever it is.
@MainActor
public final class ShownPages: ResultPages {
    private let search: any ResultPages
    private let library: any ResultPages
    private let mode: ObservableProperty<WindowMode>

    public init(search: any ResultPages, library: any ResultPages, mode: ObservableProperty<WindowMode>) {
        self.search = search
        self.library = library
        self.mode = mode
    }

    private var showsLibrary: Bool { mode.value == .library }

    public var hasMore: Bool {
        showsLibrary ? library.hasMore : search.hasMore
    }

    /// How many there are in all, when known.
    public var total: Int? {
        showsLibrary ? library.total : search.total
    }

    public func loadNextPage() {
        if showsLibrary { library.loadNextPage() } else { search.loadNextPage() }
    }
}
