@testable import PixscoutViewModel

/// The search as the window view model routes it: each call noted, its news sent by the test.
@MainActor
final class StubSearchRouting: SearchRouting {
    var events: ChangeStream<SearchEvent> { eventsSender.stream }
    let eventsSender = ChangeSender<SearchEvent>()
    var status: ObservableProperty<SearchStatus> { statusWriter.property }
    let statusWriter = PropertyWriter<SearchStatus>(.idle)
    var emptyResults: EmptyResults { EmptyResults(status.value) }
    private let log: CallLog

    init(_ log: CallLog) {
        self.log = log
    }

    func search(query: String) { log.note("search \(query)") }
    func repeatSearch() { log.note("search again") }
    func retry() { log.note("search retry") }
    func pause() { log.note("search pause") }
    func resume() { log.note("search resume") }
    func fallBackToSampleCatalog() { log.note("search sample catalog") }
    func useChosenSite() { log.note("search chosen site") }
}
