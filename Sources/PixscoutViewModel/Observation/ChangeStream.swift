/// Changes as they happen, for observers on the main actor. Unlike ``ObservableProperty`` there
/// is no current value: an observer hears the changes after it started observing.
@MainActor
public final class ChangeStream<Change> {
    private var observers: [Int: (Change) -> Void] = [:]
    private var nextObserverID = 0

    public init() {}

    public func observe(_ observer: @escaping (Change) -> Void) -> ObservationToken {
        let id = nextObserverID
        nextObserverID += 1
        observers[id] = observer
        return ObservationToken { [weak self] in
            self?.observers[id] = nil
        }
    }

    public func send(_ change: Change) {
        for observer in observers.values {
            observer(change)
        }
    }
}
