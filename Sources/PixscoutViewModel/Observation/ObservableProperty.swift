/// A value the view observes: observers hear the current value at once, then every change.
/// Lives on the main actor, where views apply updates synchronously. Only the view model that
/// owns it sets it: outside the view-model layer it is read-only (tests set a mock's through
/// `@testable import`), and another view model asks its owner.
@MainActor
public final class ObservableProperty<Value> {
    private var observers: [Int: (Value) -> Void] = [:]
    private var nextObserverID = 0

    public internal(set) var value: Value {
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
