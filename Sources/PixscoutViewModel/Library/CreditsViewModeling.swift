/// The credits of several images at once: copied, or exported as a document.
@MainActor
public protocol CreditsViewModeling: AnyObject {
    /// Markdown, HTML and plain text.
    var formats: [CreditFormatChoice] { get }
    /// Puts the credits on the clipboard, one a line.
    func copyCredits(of scope: CreditsScope)
    /// Writes the credits to `path`, in the format its extension names, else in the format
    /// `formatID` names, whose extension it gains (beside a file of that name, never over it).
    func exportCredits(of scope: CreditsScope, to path: String, formatID: String)
}
