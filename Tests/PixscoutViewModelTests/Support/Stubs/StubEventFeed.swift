@testable import PixscoutViewModel

/// The results feed: what it was handed, noted.
@MainActor
final class StubEventFeed: SearchEventFeeding {
    private let log: CallLog

    init(_ log: CallLog) {
        self.log = log
    }

    func handle(_ event: SearchEvent) { log.note("feed \(event)") }
}
