@testable import PixscoutViewModel

/// The results area: what it shows, set by the test, and why it is empty, as it was told.
@MainActor
final class StubResultsDisplay: ResultsDisplaying {
    var display: ObservableProperty<ResultsDisplay> { displayWriter.property }
    let displayWriter = PropertyWriter<ResultsDisplay>(.empty(.start))
    private(set) var emptyReasons: [EmptyResults] = []

    func showWhenEmpty(_ reason: EmptyResults) {
        emptyReasons.append(reason)
    }
}
