@testable import PixscoutViewModel

/// The selection's requests, sent by the test; what it is asked, noted.
@MainActor
final class StubSelectionRequests: SelectionRequests {
    var searchRequests: ChangeStream<String> { searchRequestsSender.stream }
    let searchRequestsSender = ChangeSender<String>()
    private let log: CallLog

    init(_ log: CallLog) {
        self.log = log
    }

    func selectWhenShown(_ id: String) { log.note("select \(id) when shown") }
    func selectPendingResult() { log.note("select pending") }
}
