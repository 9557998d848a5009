/// A value the view observes: observers hear the current value at once, then every change.
/// Lives on the main actor, where views apply updates synchronously. Only the view model that
/// owns it sets it: outside the view-model layer it is read-only (tests set a mock's through
/// `@testable import`), and another view model asks its owner.
@MainActor
public final class ObservableProperty<Value> {
    /// Each observer reads the value itself: a table whose type leaves `Value` out is compiled
    /// once for every property, where one of `(Value) -> Void` had the runtime look its type up
    /// at each observer added and removed, thousands as a long search scrolls.
    private var observers: [Int: () -> Void] = [:]
    private var nextObserverID = 0

    public internal(set) var value: Value {
        didSet {
            for observer in observers.values {
                observer()
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
        observers[id] = { [unowned self] in observer(value) }
        observer(value)
        return ObservationToken { [weak self] in
            self?.observers[id] = nil
        }
    }
}
