/// An ``ObservableProperty`` as others see it: they read and observe it, only its owner sets it.
@MainActor
public final class ReadOnlyProperty<Value> {
    private let source: ObservableProperty<Value>

    public init(_ source: ObservableProperty<Value>) {
        self.source = source
    }

    public var value: Value {
        source.value
    }

    /// Calls `observer` with the current value and every later one, until the token is released.
    public func observe(_ observer: @escaping (Value) -> Void) -> ObservationToken {
        source.observe(observer)
    }
}
