import Foundation
import GtkKit
import PixscoutViewModel

/// What a row of the results view's pool shows: line `line`, the results in it, each tile's
/// width (a grid's; none for a list row), and how many results there are in all.
struct LineContent {
    let line: Int
    let results: Range<Int>
    let tileWidths: [Int]
    /// The grid's tiles' height; unused in the list.
    let tileHeight: Int
    let total: Int
    let cell: @MainActor (Int) -> (any ImageSearchCellModeling)?
}

extension LineContent {
    /// Line `line` of `lines`, its results' cells read from `results`.
    @MainActor
    init(line: Int, of lines: ResultLines, results: any ResultsViewModeling) {
        self.init(line: line, results: lines.results(inLine: line), tileWidths: lines.tileWidths(inLine: line),
            tileHeight: lines.lineHeight(line), total: lines.count) { results.cellModel(at: $0) }
    }
}

/// One row of the results view's pool, bound to one line of results at a time and re-bound
/// as the list scrolls: a list row showing one result, or a grid's strip of tiles.
@MainActor
protocol ResultsLine: AnyObject {
    var row: ListBoxRow { get }
    /// The line shown, nil while the row is spare.
    var line: Int? { get }
    /// Whether the row holds its place but not yet its results' content.
    var needsContent: Bool { get }
    /// Takes the line's place now and its content later (it is off screen): the list stays
    /// in order, and the current frame binds only what is seen.
    func place(_ content: LineContent)
    /// Shows the line; nil leaves the row spare and hidden.
    func bind(_ content: LineContent?)
    /// Shows which of its results are selected.
    func showSelection(_ selected: IndexSet, in list: ListBox)
    /// Gives result `index` the keyboard focus.
    func focus(_ index: Int)
    /// The result at `x` across the row.
    func result(atX x: Int) -> Int?
    /// The widget that shows result `index`: where its menu opens.
    func widget(showing index: Int) -> Widget?
    /// The picture result `index` shows now.
    func thumbnail(of index: Int) -> Pixbuf?
    /// Tells each result's position again, out of `total`.
    func tellPositions(of total: Int)
}
