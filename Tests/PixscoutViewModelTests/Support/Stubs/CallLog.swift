/// What the window view model asked of the view models around it, in order.
@MainActor
final class CallLog {
    private(set) var calls: [String] = []

    func note(_ call: String) {
        calls.append(call)
    }
}
