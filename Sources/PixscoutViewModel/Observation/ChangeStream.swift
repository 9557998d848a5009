/// Changes as they happen, for observers on the main actor. Unlike ``ObservableProperty`` there
/// is no current value: an observer hears the changes after it started observing. Only its
/// owner sends, through the ``Sender`` it keeps private.
@MainActor
public final class ChangeStream<Change> {
    private var observers: [Int: (Change) -> Void] = [:]
    private var nextObserverID = 0

    fileprivate init() {}

    public func observe(_ observer: @escaping (Change) -> Void) -> ObservationToken {
        let id = nextObserverID
        nextObserverID += 1
        observers[id] = observer
        return ObservationToken { [weak self] in
            self?.observers[id] = nil
        }
    }

    fileprivate func send(_ change: Change) {
        for observer in observers.values {
            observer(change)
        }
    }

    /// The one handle that sends on a stream: its owner makes it and keeps it private, and
    /// hands out ``stream``.
    @MainActor
    public final class Sender {
        public let stream = ChangeStream()

        public init() {}

        public func send(_ change: Change) {
            stream.send(change)
        }
    }
}
