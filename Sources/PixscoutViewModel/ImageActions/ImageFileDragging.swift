/// What a drag of an image out of Pixscout carries: its page as text, and its file, made when
/// the drag starts (the original, or a fitted copy).
@MainActor
public protocol ImageFileDragging: AnyObject {
    /// The image's page, for what a drag carries as text.
    var selectedPageURL: String? { get }
    /// The image as a complete file to drop into other apps, or nil (and a message).
    func imageFileForDrag() async -> DraggedFile?
    /// A drop target took the dragged file: the ledger records the use.
    func dragDelivered(_ file: DraggedFile)
}
