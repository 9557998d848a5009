/// A value the view observes: observers hear the current value at once, then every change.
/// Lives on the main actor, where views apply updates synchronously. Read-only to everyone:
/// its owner sets it through the ``Writer`` it keeps private, so setting another view model's
/// output does not compile.
@MainActor
public final class ObservableProperty<Value> {
    /// Each observer reads the value itself: a table whose type leaves `Value` out is compiled
    /// once for every property, where one of `(Value) -> Void` had the runtime look its type up
    /// at each observer added and removed, thousands as a long search scrolls.
    private var observers: [Int: () -> Void] = [:]
    private var nextObserverID = 0

    public fileprivate(set) var value: Value {
        didSet {
            for observer in observers.values {
                observer()
            }
        }
    }

    /// A value nobody changes (a stub's, or a fact fixed when its owner was made).
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

    /// The one handle that sets a property: its owner makes it and keeps it private, and hands
    /// out ``property``.
    @MainActor
    public final class Writer {
        public let property: ObservableProperty<Value>

        public init(_ value: Value) {
            property = ObservableProperty(value)
        }

        /// Setting it tells every observer of ``property``.
        public var value: Value {
            get { property.value }
            set { property.value = newValue }
        }
    }
}
