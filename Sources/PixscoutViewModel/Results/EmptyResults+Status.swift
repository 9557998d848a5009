import PixscoutModel

/// What the results area says while it has nothing to list, from where the search or the
/// library shelf stands.
extension EmptyResults {
    init(_ status: SearchStatus, offering words: [String] = [], narrowedBy filters: [String] = []) {
        self = switch status {
        case .idle, .results: .start
        case .searching(let query): .searching(query: query)
        case .noResults(let query): .noResults(query: query, words: words, filters: filters)
        case .failed: .failed
        }
    }

    init(_ status: LibraryStatus, emptyShelf: @autoclosure () -> EmptyShelf) {
        self = switch status {
        case .opening, .loading, .shown(count: 1...): .loadingShelf
        case .shown: .emptyShelf(emptyShelf())
        case .failed: .failed
        case .unavailable: .libraryUnavailable
        }
    }
}
