@testable import PixscoutViewModel

/// Records what is done with the selected image.
@MainActor
final class MockImageActions: ImageActionsViewModeling {
    var actions: [String] = []
    var selectedPageURL: String? { nil }

    func copyImage() { actions.append("copy-image") }
    func copyLink() { actions.append("copy-link") }
    func setAsWallpaper() { actions.append("set-wallpaper") }
    func imageFileForDrag() async -> DraggedFile? { nil }
    func dragDelivered(_ file: DraggedFile) { actions.append("drag-delivered") }
}
