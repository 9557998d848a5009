import Foundation
import PixscoutModel

@MainActor
public final class ResultsViewModel: ResultsViewModeling, ResultCells, ResultsFeeding, ResultsDisplaying {
    /// The next page loads when the view or the selection comes this close to the end.
    static let pagingThreshold = 5

    public var resultsChanges: ChangeStream<ResultsChange> { resultsChangesSender.stream }
    private let resultsChangesSender = ChangeSender<ResultsChange>()
    public var display: ObservableProperty<ResultsDisplay> { displayWriter.property }
    private let displayWriter = PropertyWriter<ResultsDisplay>(.empty(.start))
    public private(set) var isLoadingMore = false
    /// Asks for the next page of what is shown.
    private let pages: any ResultPages
    private(set) var cells: [ImageSearchCellModel] = []
    private lazy var scheduler = PreviewScheduler { [weak self] in self?.previewShown() }
    private let oldResults: GradualRelease<ImageSearchCellModel>
    private var emptyReason = EmptyResults.start

    public init(pages: any ResultPages, sleep: @escaping @Sendable (Duration) async throws -> Void) {
        self.pages = pages
        oldResults = GradualRelease(pause: sleep)
    }

    public var resultCount: Int {
        cells.count
    }

    public func cellModel(at index: Int) -> (any ImageSearchCellModeling)? {
        cell(at: index)
    }

    public func cell(at index: Int) -> ImageSearchCellModel? {
        cells.indices.contains(index) ? cells[index] : nil
    }

    public func setPreviewBox(_ box: PreviewBox) {
        guard box != scheduler.box else { return }
        scheduler.box = box
        // Previews made for the other box are let go; those in view load again, as sharp as it asks.
        for cell in cells {
            cell.releasePreview()
        }
        scheduler.update(cells: cells)
    }

    /// The screen's pixels per point, which previews are made for.
    public var pixelsPerPoint: Int {
        scheduler.box.pixelsPerPoint
    }

    public func setVisibleRows(_ rows: Range<Int>) {
        scheduler.update(visible: rows, cells: cells)
        if !rows.isEmpty {
            loadNextPageIfNeeded(near: rows.upperBound - 1)
        }
    }

    /// Once every visible row shows its image, the rows ahead load.
    private func previewShown() {
        scheduler.update(cells: cells)
    }

    /// Near the end (the view's last row, or the selection), the next page is asked for.
    public func loadNextPageIfNeeded(near index: Int) {
        guard index >= cells.count - Self.pagingThreshold else { return }
        pages.loadNextPage()
    }

    /// A new search's first page in place of everything; the old cells go a slice at a time.
    public func replace(with images: [ImageEntity], loader: any PreviewLoading, namingSite: Bool = false) {
        oldResults.release(cells)
        cells = images.map { ImageSearchCellModel(image: $0, loader: loader, namingSite: namingSite) }
        scheduler.reset(firstRows: SearchViewModel.previewConnections)
        scheduler.update(cells: cells)
        resultsChangesSender.send(.replaced(count: cells.count))
        updateDisplay()
    }

    /// The same search's results in a new order (another site's first page merged in by
    /// rank): the cells of images that stay keep their previews.
    public func regroup(_ images: [ImageEntity], loader: any PreviewLoading, namingSite: Bool) {
        let old = Dictionary(cells.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let regrouped = images.map { image in
            old[image.key].flatMap { $0.entity == image ? $0 : nil }
                ?? ImageSearchCellModel(image: image, loader: loader, namingSite: namingSite)
        }
        let kept = Set(regrouped.map(ObjectIdentifier.init))
        oldResults.release(cells.filter { !kept.contains(ObjectIdentifier($0)) })
        cells = regrouped
        scheduler.update(cells: cells)
        resultsChangesSender.send(.replaced(count: cells.count))
        updateDisplay()
    }

    public func append(_ images: [ImageEntity], loader: any PreviewLoading, namingSite: Bool = false) {
        let start = cells.count
        cells += images.map { ImageSearchCellModel(image: $0, loader: loader, namingSite: namingSite) }
        resultsChangesSender.send(.appended(start..<cells.count))
        scheduler.update(cells: cells)
    }

    /// Results shown under `shownKey` get their richer records; their previews load again.
    /// Returns where they are.
    @discardableResult
    public func update(_ images: [(shownKey: String, image: ImageEntity)], loader: any PreviewLoading,
        namingSite: Bool) -> IndexSet {
        let positions = Dictionary(cells.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var updated = IndexSet()
        for (shownKey, image) in images {
            guard let index = positions[shownKey] else { continue }
            oldResults.release([cells[index]])
            cells[index] = ImageSearchCellModel(image: image, loader: loader, namingSite: namingSite)
            updated.insert(index)
        }
        guard !updated.isEmpty else { return updated }
        resultsChangesSender.send(.updated(updated))
        scheduler.update(cells: cells)
        return updated
    }

    public func setLoadingMore(_ loading: Bool) {
        isLoadingMore = loading
        resultsChangesSender.send(.loadingMore(loading))
    }

    /// A new search is on its way: the old results' previews stop loading.
    public func cancelPreviews() {
        for cell in cells {
            cell.cancelPreviewLoad()
        }
    }

    /// A search failed: the kept results resume the previews it had cancelled.
    public func resumePreviews() {
        scheduler.update(cells: cells)
    }

    /// What the area says while there are no results to list.
    public func showWhenEmpty(_ reason: EmptyResults) {
        emptyReason = reason
        updateDisplay()
    }

    private func updateDisplay() {
        let shown: ResultsDisplay = cells.isEmpty ? .empty(emptyReason) : .list
        if display.value != shown { displayWriter.value = shown }
    }

    /// How many decoded previews the results hold now: what memory tests and benchmarks watch.
    var heldPreviewCount: Int {
        scheduler.heldImages(in: cells)
    }
}
