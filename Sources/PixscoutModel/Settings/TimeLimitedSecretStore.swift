import Foundation

/// A ``SecretStoring`` whose calls give up after a time limit: the keyring is a D-Bus service
/// that may never answer. Each call runs on a thread of its own, which is left behind when it
/// does not return in time.
public final class TimeLimitedSecretStore: SecretStoring {
    public static let defaultSeconds = 5

    private let keyring: any SecretStoring
    private let seconds: Int

    public init(_ keyring: any SecretStoring, seconds: Int = defaultSeconds) {
        self.keyring = keyring
        self.seconds = seconds
    }

    public func lookup() throws(SecretStoreError) -> String? {
        let keyring = self.keyring
        return try limited { () throws(SecretStoreError) in try keyring.lookup() }
    }

    public func store(_ secret: String) throws(SecretStoreError) {
        let keyring = self.keyring
        try limited { () throws(SecretStoreError) in try keyring.store(secret) }
    }

    public func clear() throws(SecretStoreError) {
        let keyring = self.keyring
        try limited { () throws(SecretStoreError) in try keyring.clear() }
    }

    private func limited<Value: Sendable>(
        _ call: @escaping @Sendable () throws(SecretStoreError) -> Value
    ) throws(SecretStoreError) -> Value {
        let outcome = Outcome<Value>()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            outcome.set(Result { () throws(SecretStoreError) in try call() })
            done.signal()
        }
        guard done.wait(timeout: .now() + .seconds(seconds)) == .success, let result = outcome.value else {
            Log.warning("the keyring did not answer within \(seconds) s")
            throw .noAnswer(seconds: seconds)
        }
        return try result.get()
    }
}

/// A call's result, handed from the thread that made it.
private final class Outcome<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Result<Value, SecretStoreError>?

    var value: Result<Value, SecretStoreError>? {
        lock.withLock { result }
    }

    func set(_ result: Result<Value, SecretStoreError>) {
        lock.withLock { self.result = result }
    }
}
