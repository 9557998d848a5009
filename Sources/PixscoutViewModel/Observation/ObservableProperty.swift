/// A value the view observes: observers hear the current value at once, then every change.
/// Lives on the main actor, where views apply updates synchronously.
@MainActor
public final class ObservableProperty<Value> {
    private var observers: [Int: (Value) -> Void] = [:]
    private var nextObserverID = 0

    public var value: Value {
        didSet {
            for observer in observers.values {
                observer(value)
            }
        }
    }

    public init(_ value: Value) {
        self.value = value
    }

    /// Calls `observer` with the current value and every later one, until the token is released.
    public func observe(_ observer: @escaping (Value) -> Void) -> ObservationToken {
        let id = nextObserverID
        nextObserverID += 1
        observers[id] = observer
        observer(value)
        return ObservationToken { [weak self] in
            self?.observers[id] = nil
        }
    }
}
