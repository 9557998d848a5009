/// What a view model needs to say how an action went: a notice, and what its button does.
@MainActor
public protocol ToastPresenting: AnyObject {
    /// Shows `toast` in place of any other; `action` runs when its button is pressed.
    func present(_ toast: Toast, action: (@MainActor () -> Void)?)
}

extension ToastPresenting {
    func present(_ toast: Toast) {
        present(toast, action: nil)
    }
}
