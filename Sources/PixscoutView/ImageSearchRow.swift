import GtkKit
import PixscoutViewModel

/// One result: the preview thumbnail, then the tags, the original size and the user.
@MainActor
final class ImageSearchRow {
    let row = ListBoxRow()
    private let thumbnail = Image()
    private var previewObservation: ObservationToken?

    init(cellModel: any ImageSearchCellModeling, onPreviewShown: @escaping @MainActor () -> Void) {
        let tags = Label(cellModel.tagText)
        tags.setXAlign(0)
        tags.setEllipsizeEnd()
        tags.addStyleClass("heading")
        let size = Label(cellModel.pageImageSizeText)
        size.setXAlign(0)
        size.addStyleClass("dim-label")
        let user = Label("by \(cellModel.username)")
        user.setXAlign(0)
        user.addStyleClass("dim-label")

        let text = Box(.vertical, spacing: 4)
        text.setAlignment(horizontal: .fill, vertical: .center)
        text.packStart(tags)
        text.packStart(size)
        text.packStart(user)

        thumbnail.setSizeRequest(width: ImageSearchCellModel.previewMaxWidth, height: ImageSearchCellModel.previewMaxHeight)
        let layout = Box(.horizontal, spacing: 12)
        layout.setMargins(6)
        layout.packStart(thumbnail)
        layout.packStart(text, expand: true)
        row.add(layout)
        row.accessibleName = cellModel.accessibleDescription

        previewObservation = cellModel.preview.observe { [thumbnail] state in
            thumbnail.show(state, iconSize: 48)
            switch state {
            case .broken: thumbnail.tooltip = "This preview could not be loaded."
            case .image: onPreviewShown()
            case .placeholder: break
            }
        }
    }
}
