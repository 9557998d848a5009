import GtkKit
import PixscoutLocalization
import PixscoutViewModel

/// One result shown in a picture tile: its lines of text, its preview as it loads, its name
/// and position for a screen reader. A list row and a grid's tile each hold one, re-bound as
/// the results scroll.
@MainActor
final class CellBinding {
    // Every tile of the pool says its position again when a page comes.
    private static let positionTemplate = MessageTemplate(tr("%1$ld of %2$ld"))
    private static let starredTemplate = MessageTemplate(tr("Starred: %@"))
    let tile: PictureTile
    /// The widget a screen reader reads the result from: the row, or the tile itself.
    private let named: Widget
    /// The lines the tile shows for a cell, starred or not.
    private let lines: @MainActor (any ImageSearchCellModeling, Bool) -> [String]
    private let onPreviewShown: @MainActor (Int, (width: Int, height: Int)) -> Void
    /// The result shown, nil while spare.
    private(set) var index: Int?
    private var boundID: String?
    /// The cell model shown: a new one for the same result (its record grew, the search ran
    /// again) is bound again, keeping the picture until its own loads.
    private var boundCell: ObjectIdentifier?
    private var previewObservation: ObservationToken?
    private var starObservation: ObservationToken?
    /// What the tile shows now, for the picture a drag carries.
    private(set) var thumbnailPixbuf: Pixbuf?

    init(
        tile: PictureTile, named: Widget, lines: @escaping @MainActor (any ImageSearchCellModeling, Bool) -> [String],
        onPreviewShown: @escaping @MainActor (Int, (width: Int, height: Int)) -> Void
    ) {
        self.tile = tile
        self.named = named
        self.lines = lines
        self.onPreviewShown = onPreviewShown
    }

    /// Whether it holds a place but not yet its result's content.
    var needsContent: Bool {
        index != nil && boundID == nil
    }

    /// Takes result `index`'s place now and its content later (it is off screen). Its name is
    /// given at once (no layout): a screen reader never hears the result it showed before.
    func place(_ cell: (any ImageSearchCellModeling)?, at index: Int, of total: Int) {
        self.index = index
        boundID = nil
        boundCell = nil
        previewObservation = nil
        starObservation = nil
        named.accessibleName = cell?.accessibleDescription ?? ""
        tellPosition(of: total)
    }

    /// Shows `cell` as result `index` of `total`; nil leaves it spare.
    func bind(_ cell: (any ImageSearchCellModeling)?, at index: Int?, of total: Int) {
        guard let cell, let index else {
            self.index = nil
            boundID = nil
            boundCell = nil
            previewObservation = nil
            starObservation = nil
            thumbnailPixbuf = nil
            return
        }
        let sameResult = boundID == cell.id && self.index == index
        self.index = index
        tellPosition(of: total)
        guard !sameResult || boundCell != ObjectIdentifier(cell) else { return }
        boundID = cell.id
        boundCell = ObjectIdentifier(cell)
        var keepsPicture = sameResult && thumbnailPixbuf != nil
        starObservation = cell.isStarred.observe { [weak self] starred in
            guard let self else { return }
            tile.setLines(lines(cell, starred))
            named.accessibleName = starred ? Self.starredTemplate.filled(cell.accessibleDescription)
                : cell.accessibleDescription
        }
        previewObservation = cell.preview.observe { [weak self] state in
            guard let self else { return }
            if keepsPicture, state.isPlaceholder { return }
            keepsPicture = false
            tile.show(state, iconSize: 48)
            thumbnailPixbuf = (state.image as? PixbufPreview)?.pixbuf
            tile.tooltip = if case .broken = state { tr("This preview could not be loaded.") } else { nil }
            if let image = state.image { onPreviewShown(index, (image.width, image.height)) }
        }
    }

    /// "3 of 50": where the result is, for a screen reader.
    func tellPosition(of total: Int) {
        guard let index else { return }
        let position = Self.positionTemplate.filled(String(index + 1), String(total))
        if named.accessibleDescription != position { named.accessibleDescription = position }
    }
}
