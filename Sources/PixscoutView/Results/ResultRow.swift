import GtkKit
import PixscoutLocalization
import PixscoutViewModel

/// One row of the results view's pool: a thumbnail, the title, the size and the credit. It is
/// bound to one result at a time and re-bound as the list scrolls.
@MainActor
final class ResultRow {
    let row = ListBoxRow()
    /// The result shown, nil while the row is spare.
    private(set) var index: Int?
    private var boundID: String?
    /// The thumbnail, title, size and credit, drawn in one widget: re-binding the row repaints
    /// it without laying the list out again.
    let tile = PictureTile(
        pictureWidth: ImageSearchCellModel.previewMaxWidth, pictureHeight: ImageSearchCellModel.previewMaxHeight,
        margin: 6, spacing: 12, lineSpacing: 4)
    private var previewObservation: ObservationToken?
    private var starObservation: ObservationToken?
    /// What the thumbnail shows now, for the picture a drag carries.
    private(set) var thumbnailPixbuf: Pixbuf?
    private let onPreviewShown: @MainActor (Int, (width: Int, height: Int)) -> Void

    /// - Parameter onPreviewShown: hears the result index whose thumbnail just appeared, and its size in pixels.
    init(onPreviewShown: @escaping @MainActor (Int, (width: Int, height: Int)) -> Void) {
        self.onPreviewShown = onPreviewShown
        row.add(tile)
        row.showAll()
        // Spare until bound: an empty row would show as a blank at the end of the results.
        row.isVisible = false
    }

    /// Whether the row holds a place in the list but not yet its result's content.
    var needsContent: Bool {
        index != nil && boundID == nil
    }

    /// Gives the row its place as result `index` now and its content later (it is off screen):
    /// the list stays in order and the current frame binds only what is seen. Its name is
    /// given at once (no layout): a screen reader never hears the result it showed before.
    func place(_ cell: (any ImageSearchCellModeling)?, at index: Int) {
        self.index = index
        boundID = nil
        previewObservation = nil
        starObservation = nil
        row.accessibleName = cell?.accessibleDescription ?? ""
        row.isVisible = true
    }

    /// Shows `cell` as result `index`; nil leaves the row spare and hidden.
    func bind(_ cell: (any ImageSearchCellModeling)?, at index: Int?) {
        guard let cell, let index else {
            self.index = nil
            boundID = nil
            previewObservation = nil
            starObservation = nil
            thumbnailPixbuf = nil
            row.isVisible = false
            return
        }
        let sameCell = boundID == cell.id && self.index == index
        self.index = index
        row.isVisible = true
        guard !sameCell else { return }
        boundID = cell.id
        starObservation = cell.isStarred.observe { [weak self] starred in
            guard let self else { return }
            // A star before the title: drawn with the text, in the same paint.
            tile.setLines([starred ? "★ " + cell.titleText : cell.titleText, cell.sizeText ?? "", cell.creditText ?? ""])
            row.accessibleName = starred ? String(format: tr("Starred: %@"), cell.accessibleDescription) : cell.accessibleDescription
        }
        previewObservation = cell.preview.observe { [weak self] state in
            guard let self else { return }
            tile.show(state, iconSize: 48)
            thumbnailPixbuf = (state.image as? PixbufPreview)?.pixbuf
            tile.tooltip = if case .broken = state { tr("This preview could not be loaded.") } else { nil }
            if let image = state.image { onPreviewShown(index, (image.width, image.height)) }
        }
    }
}
