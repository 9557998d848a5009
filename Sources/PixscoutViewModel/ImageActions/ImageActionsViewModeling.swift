/// What a person can do with the selected image besides looking at its page.
@MainActor
public protocol ImageActionsViewModeling: ImageFileDragging {
    /// Puts the selected image itself on the clipboard (as an image other apps paste).
    func copyImage()
    func copyLink()
    /// Makes the selected image the desktop background, saying whether it worked.
    func setAsWallpaper()
}
