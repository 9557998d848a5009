import GtkKit
import PixscoutProbe
import PixscoutViewModel

/// The file a drag of the selected image carries: fetched when the drag starts, so that it is
/// usually complete by the time it is dropped.
@MainActor
final class DraggedImage {
    private var file: DraggedFile?
    private var settled = false

    /// What a drag of the selected image carries, or nil with nothing selected.
    static func payload(for actions: any ImageFileDragging, probe: (any ViewProbing)?) -> DragSource.Payload? {
        guard let link = actions.selectedPageURL else { return nil }
        let image = DraggedImage()
        probe?.record(.dragBegin(link: link))
        Task { @MainActor in
            image.file = await actions.imageFileForDrag()
            image.settled = true
            probe?.record(.dragFile(path: image.file?.path))
        }
        return DragSource.Payload(
            filePath: { image.file?.path }, isSettled: { image.settled }, html: { image.file?.html }, link: link,
            onDelivered: {
                guard let file = image.file else { return }
                actions.dragDelivered(file)
                probe?.record(.dragDelivered(path: file.path))
            })
    }
}
