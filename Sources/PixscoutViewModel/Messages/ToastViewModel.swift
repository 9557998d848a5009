/// The notice over the results: one at a time, the newest in place of the older one. A success
/// goes once it has been read, never while the pointer rests on it; progress stays until its
/// outcome comes; a failure stays until dismissed.
@MainActor
public final class ToastViewModel: ToastViewModeling, ToastPresenting {
    /// The least time a notice stays, as libadwaita's toasts do.
    static let shortestReadingTime: Duration = .seconds(5)
    /// A slow reader's pace, for a longer notice.
    static let charactersPerSecond = 15

    public var toast: ObservableProperty<Toast?> { toastWriter.property }
    private let toastWriter = PropertyWriter<Toast?>(nil)
    private var action: (@MainActor () -> Void)?
    private var expiry: Task<Void, Never>?
    private var isPointerInside = false
    private let sleep: @Sendable (Duration) async throws -> Void

    public init(sleep: @escaping @Sendable (Duration) async throws -> Void) {
        self.sleep = sleep
    }

    public func present(_ toast: Toast, action: (@MainActor () -> Void)?) {
        self.action = toast.action == nil ? nil : action
        toastWriter.value = toast
        giveTimeToRead()
    }

    public func performAction() {
        let action = self.action
        dismiss()
        action?()
    }

    public func dismiss() {
        expiry?.cancel()
        expiry = nil
        action = nil
        toastWriter.value = nil
    }

    public func pointerInside(_ inside: Bool) {
        isPointerInside = inside
        giveTimeToRead()
    }

    /// How long `text` takes a slow reader.
    static func readingTime(of text: String) -> Duration {
        max(shortestReadingTime, .seconds(text.count / charactersPerSecond))
    }

    private func giveTimeToRead() {
        expiry?.cancel()
        expiry = nil
        guard let shown = toast.value, shown.kind == .success, !isPointerInside else { return }
        let sleep = self.sleep
        expiry = Task { [weak self] in
            do { try await sleep(Self.readingTime(of: shown.text)) } catch { return }
            guard let self, !Task.isCancelled, toast.value == shown else { return }
            dismiss()
        }
    }
}
