/// Where the library's shown shelf stands, for the footer and the empty states.
public enum LibraryStatus: Equatable, Sendable {
    /// The database is still opening (it opens after the window shows).
    case opening
    case loading
    /// The shelf holds `count` images.
    case shown(count: Int)
    /// Reading the shelf failed; the banner says why.
    case failed
    /// No library could be opened at all; the banner says why.
    case unavailable
}
