/// Decides which rows' previews load and which are let go, from what is on screen: visible
/// rows first, then a few below; loads far from view are cancelled, and decoded images farther
/// still are released, so memory stays bounded however many results there are. Works on the
/// rows it touched, not on every result.
@MainActor
final class PreviewScheduler {
    /// Rows just past the visible ones also load, so that scrolling a little shows images: once
    /// every visible row has its image, so that they take no connection or decoding from it.
    static let lookahead = 6
    /// Loads further than this from the visible rows are cancelled.
    static let loadingDistance = 30
    /// Decoded previews further than this are released; they come back from the disk cache.
    static let imageDistance = 60

    /// The box and density previews load for.
    var box = PreviewBox.row
    private var visible: Range<Int> = 0..<0
    /// True from new results until the view says which rows it shows.
    private var guessing = false
    /// Rows whose cells are loading or hold an image.
    private var touched = Set<Int>()
    /// Called when a preview it asked for is shown (a row ahead may have come into view
    /// meanwhile): the rows ahead load once every visible one is.
    private let previewShown: @MainActor () -> Void

    init(previewShown: @escaping @MainActor () -> Void) {
        self.previewShown = previewShown
    }

    /// New results: nothing touched yet. Until the view says which rows it shows, the first
    /// `firstRows` are taken for them, with nothing ahead: loads reach the network in no fixed
    /// order, and a row below must not take a warm connection from a row on screen.
    func reset(firstRows: Int) {
        visible = 0..<firstRows
        guessing = true
        touched = []
    }

    func update(visible rows: Range<Int>? = nil, cells: [ImageSearchCellModel]) {
        if let rows {
            visible = rows
            guessing = false
        }
        guard !cells.isEmpty else { return }
        let first = min(max(0, visible.lowerBound), cells.count)
        let last = min(cells.count, max(first, visible.upperBound))
        load(first..<last, of: cells)
        if !guessing, !cells[first..<last].contains(where: \.isLoadingPreview) {
            load(last..<min(cells.count, last + Self.lookahead), of: cells)
        }
        for index in touched {
            guard index < cells.count else {
                touched.remove(index)
                continue
            }
            let cell = cells[index]
            let distance = index < first ? first - index : max(0, index - last + 1)
            if distance > Self.imageDistance {
                cell.releasePreview()
            } else if distance > Self.loadingDistance, cell.isLoadingPreview {
                cell.cancelPreviewLoad()
            }
            if !cell.isLoadingPreview && !cell.hasImage {
                touched.remove(index)
            }
        }
    }

    private func load(_ rows: Range<Int>, of cells: [ImageSearchCellModel]) {
        for index in rows {
            cells[index].loadPreview(for: box, whenShown: previewShown)
            touched.insert(index)
        }
    }

    /// How many decoded previews are held right now.
    func heldImages(in cells: [ImageSearchCellModel]) -> Int {
        touched.filter { $0 < cells.count && cells[$0].hasImage }.count
    }
}
