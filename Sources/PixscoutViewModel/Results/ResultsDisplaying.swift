/// What the results area shows, as the window view model reads it and tells it why it is empty.
@MainActor
public protocol ResultsDisplaying: AnyObject {
    var display: ObservableProperty<ResultsDisplay> { get }
    func showWhenEmpty(_ reason: EmptyResults)
}
