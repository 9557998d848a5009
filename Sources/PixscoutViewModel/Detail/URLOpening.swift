/// Opens a URL in the desktop's browser.
@MainActor
public protocol URLOpening: AnyObject {
    /// Returns nil when the browser was asked to open it, or a reason it could not be.
    func open(_ url: String) -> String?
}
