import PixscoutModel

/// What happened to the search, as the browse view model hears it, in one place.
enum SearchEvent {
    /// A new search went out: the old results stay until its first page.
    case started
    case firstPage([ImageEntity])
    case nextPage([ImageEntity])
    case loadingMore(Bool)
    case failed(ResultsPager.Operation, NetworkError)
}
