import GtkKit
import PixscoutLocalization
import PixscoutProbe
import PixscoutViewModel

/// The selected image's details beside the list, or a hint while nothing is selected. The
/// details scroll when they need more height than the window has (they never make the window
/// grow); the buttons sit below them in a bar that never scrolls, always in reach.
@MainActor
final class ImageDetailPane {
    static let width = ImageDetailViewModel.imageMaxWidth
    static let margin = 12

    let root = Box(.vertical)
    private let scroller = ScrolledWindow()
    private let box = Box(.vertical, spacing: 10)
    private let emptyState = Label(tr("Select an image to see its details."))
    /// Between the facts and the bar: where the scrolling ends.
    private let barEdge = Separator(vertical: false)
    private let dragPayload: @MainActor () -> DragSource.Payload?
    private let probe: (any ViewProbing)?
    private var content: ImageDetailContent?

    init(probe: (any ViewProbing)?, dragPayload: @escaping @MainActor () -> DragSource.Payload?) {
        self.probe = probe
        self.dragPayload = dragPayload
        root.setMargins(Self.margin)
        // A fixed width: a pane that grew with its image would re-measure the window.
        box.setSizeRequest(width: Self.width, height: -1)
        emptyState.addStyleClass("dim-label")
        emptyState.setWrap(true)
        emptyState.setMaxWidthInCharacters(1)
        emptyState.setExpand(horizontal: false, vertical: true)
        box.packStart(emptyState, expand: true)
        scroller.add(box)
        root.packStart(scroller, expand: true)
        barEdge.setMarginTop(Self.margin)
        root.packStart(barEdge)
        barEdge.hideUntilShown()
    }

    /// Shows `viewModel`'s image, or the hint for nil.
    func show(_ viewModel: (any ImageDetailViewModeling)?) {
        guard let viewModel else {
            content?.root.hide()
            content?.actionBar.hide()
            barEdge.hide()
            emptyState.show()
            return
        }
        let content = content ?? makeContent()
        emptyState.hide()
        barEdge.show()
        content.show(viewModel)
    }

    /// Builds the content ahead of the first selection, when the window has time (it is not
    /// needed for the first frame, and building it on the first selection would stall it).
    func prepare() {
        if content == nil { _ = makeContent() }
    }

    private func makeContent() -> ImageDetailContent {
        let content = ImageDetailContent(width: Self.width, probe: probe, dragPayload: dragPayload)
        box.packStart(content.root, expand: true)
        content.actionBar.setMarginTop(Self.margin)
        root.packStart(content.actionBar)
        // As wide as its bar of buttons before the first selection shows the bar: widened then,
        // the pane would lay the whole window out again and move the results' edge.
        box.setSizeRequest(width: max(Self.width, content.buttonsWidth), height: -1)
        probe?.recordBounds(of: content.actionBar, as: .detailActions)
        self.content = content
        return content
    }
}
