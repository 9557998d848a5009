import Foundation
@testable import PixscoutViewModel

/// Results a test sets, recording which rows the view says are on screen.
@MainActor
final class MockResults: ResultsViewModeling {
    private(set) var cells: [MockCell] = []
    var resultsChanges: ChangeStream<ResultsChange> { resultsChangesSender.stream }
    let resultsChangesSender = ChangeSender<ResultsChange>()
    var isLoadingMore = false
    var display: ObservableProperty<ResultsDisplay> { displayWriter.property }
    let displayWriter = PropertyWriter<ResultsDisplay>(.empty(.start))
    var visibleRows: [Range<Int>] = []

    var resultCount: Int { cells.count }

    func cellModel(at index: Int) -> (any ImageSearchCellModeling)? {
        cells.indices.contains(index) ? cells[index] : nil
    }

    /// Shows `count` results, as a finished search does.
    func replaceResults(count: Int) {
        cells = (0..<count).map { MockCell($0) }
        resultsChangesSender.send(.replaced(count: count))
        displayWriter.value = count == 0 ? .empty(.noResults(query: "q", words: [], filters: [])) : .list
    }

    func appendResults(_ more: Int) {
        let start = cells.count
        cells += (start..<(start + more)).map { MockCell($0) }
        resultsChangesSender.send(.appended(start..<cells.count))
    }

    /// Result `index` shows `title` now, as when another site turns out to have it.
    func retitleResult(at index: Int, to title: String) {
        cells[index] = MockCell(index, title: title)
        resultsChangesSender.send(.updated([index]))
    }

    func setVisibleRows(_ rows: Range<Int>) { visibleRows.append(rows) }
    private(set) var previewBoxes: [PreviewBox] = []
    func setPreviewBox(_ box: PreviewBox) { previewBoxes.append(box) }
}
