/// The search's mode as the window view model routes it: paused and resumed, searched again,
/// its news, and what it says while empty.
@MainActor
public protocol SearchRouting: AnyObject {
    var events: ChangeStream<SearchEvent> { get }
    var status: ObservableProperty<SearchStatus> { get }
    var emptyResults: EmptyResults { get }
    func search(query: String)
    func repeatSearch()
    func retry()
    func pause()
    func resume()
    func fallBackToSampleCatalog()
    func useChosenSite()
}
