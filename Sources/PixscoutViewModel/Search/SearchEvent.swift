import PixscoutModel

/// What happened to the images shown (a search's, or a shelf of the library's), as the window
/// view model hears it, in one place.
public enum SearchEvent {
    /// A new search went out: the old results stay until its first page.
    case started
    case firstPage([ImageEntity])
    /// Nothing to show (the library could not be opened, no search was made): the rows go,
    /// what the banner says stays.
    case cleared
    /// Another site's first page: everything so far merged by rank, and what is new.
    case regrouped([ImageEntity], added: [ImageEntity])
    case nextPage([ImageEntity])
    /// Results shown whose records a later page made richer ("also on"), by their shown keys.
    case enriched([(shownKey: String, image: ImageEntity)])
    case loadingMore(Bool)
    /// The banner says why.
    case failed(SiteQuery.Operation)
}
