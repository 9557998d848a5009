/// A short notice over the results saying how an action that finished later went ("Saved
/// “sky.jpg” in Pictures"), with at most one way forward.
public struct Toast: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        /// Work under way ("Copying the image…"): it stays until its outcome replaces it.
        case progress
        /// Done: it goes away by itself once it has been read.
        case success
        /// It failed: it stays until the person dismisses it.
        case failure
    }

    /// The one button a notice may carry.
    public enum Action: Equatable, Sendable {
        /// Opens the folder a file was written in.
        case openFolder
        /// Opens the file written, in the desktop's application for it.
        case openFile
        /// Tries the failed action again.
        case retry
    }

    public let text: String
    public let kind: Kind
    public let action: Action?

    public init(text: String, kind: Kind, action: Action? = nil) {
        self.text = text
        self.kind = kind
        self.action = action
    }
}
