import GtkKit
import PixscoutViewModel

/// The file a drag of the selected image carries: fetched when the drag starts, so that it is
/// usually complete by the time it is dropped.
@MainActor
final class DraggedImage {
    private var path: String?
    private var settled = false

    /// What a drag of the selected image carries, or nil with nothing selected.
    static func payload(for actions: any ImageActionsViewModeling, probe: (any ViewProbing)?) -> DragSource.Payload? {
        guard let link = actions.selectedPageURL else { return nil }
        let image = DraggedImage()
        probe?.record(.dragBegin(link: link))
        Task { @MainActor in
            image.path = await actions.imageFileForDrag()
            image.settled = true
            probe?.record(.dragFile(path: image.path))
        }
        return DragSource.Payload(filePath: { image.path }, isSettled: { image.settled }, link: link)
    }
}
