import Foundation

/// What a feature needs of the messages to tell the person how an action went: a notice over
/// the results, or a banner above them. ``MessagesViewModel`` is the one that shows them.
@MainActor
public protocol OutcomeTelling: AnyObject {
    /// Shows `banner` above the results, in place of any other.
    func show(_ banner: Banner)
    /// Says that an action is done.
    func notify(_ text: String)
    /// Says that files were saved in `folder`, offering to open it.
    func notifySaved(_ text: String, in folder: URL)
    /// Says that `file` was written, offering to open it in the desktop's application for it.
    func notifyWritten(_ text: String, file: URL)
    /// Says that an action is under way, until its outcome is said.
    func notifyProgress(_ text: String)
    /// Says that an action failed, until dismissed; `retry` tries it again.
    func notifyFailure(_ text: String, retry: (@MainActor () -> Void)?)
}

extension OutcomeTelling {
    /// Says that an action failed, with no way to try again from the notice.
    public func notifyFailure(_ text: String) {
        notifyFailure(text, retry: nil)
    }
}
