/// The quick look as the results feed keeps it: closed by a new search, moved on by a page it
/// waited for.
@MainActor
public protocol QuickLookFeeding: AnyObject {
    func closeQuickLook()
    func continueAfterPage()
}
