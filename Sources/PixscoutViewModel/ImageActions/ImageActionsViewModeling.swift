/// What a person can do with the selected image besides looking at its page.
@MainActor
public protocol ImageActionsViewModeling: AnyObject {
    /// The selected image's page, for what a drag carries as text.
    var selectedPageURL: String? { get }
    /// Puts the selected image itself on the clipboard (as an image other apps paste).
    func copyImage()
    func copyLink()
    /// Makes the selected image the desktop background, saying whether it worked.
    func setAsWallpaper()
    /// The selected image as a complete file to drop into other apps, or nil (and a message).
    func imageFileForDrag() async -> DraggedFile?
    /// A drop target took the dragged file: the ledger records the use.
    func dragDelivered(_ file: DraggedFile)
}
