import Foundation
import GtkKit
import PixscoutLocalization
import PixscoutViewModel

/// The results' list and its recycled rows, all of one kind (list rows or grid strips), of the
/// one height the first of them measured: which GTK row is which, which line each shows,
/// binding them to the lines they are told, and the selection and the keyboard focus on them.
@MainActor
final class ResultsPool {
    /// The rows, in the order they were made.
    private(set) var lines: [any ResultsLine] = []
    private var byRow: [ObjectIdentifier: any ResultsLine] = [:]
    /// The rows' height once one was measured; nil until then.
    private(set) var measuredHeight: Int?
    /// What the measured row holds around its line's tiles: a grid row is its line's height
    /// and this.
    private(set) var rowChrome = 0
    /// True while the pool selects rows itself, so that GTK's "row-selected" is not taken for a click.
    private(set) var isShowingSelection = false
    /// Where the rows are, and where the pointer and the keys land.
    let list = ListBox()
    /// The list between two spacers that stand for the lines above and below the pool's.
    let content = Box(.vertical)
    private let topSpacer = Box(.vertical)
    private let bottomSpacer = Box(.vertical)
    private let onPreviewShown: @MainActor (Int, (width: Int, height: Int)) -> Void

    /// - Parameter onPreviewShown: hears each thumbnail a row paints: its result and pixels.
    init(onPreviewShown: @escaping @MainActor (Int, (width: Int, height: Int)) -> Void) {
        self.onPreviewShown = onPreviewShown
        list.accessibleName = tr("Search results")
        // The selection shows at once, not faded in; a solid focus ring costs next to nothing
        // to paint, where cairo strokes the theme's dashed one dash by dash.
        list.addStyleClass("results")
        list.allowMultipleSelection()
        // The list holds the keyboard focus itself when the focused result's row or tile is
        // hidden as the pool is re-bound (see ``keepingFocus(on:_:)``); Tab still goes to a row.
        list.canFocus = true
        content.packStart(topSpacer)
        content.packStart(list)
        content.packStart(bottomSpacer)
        // In the grid the tiles show the selection and the pointer, not the strips around them.
        StyleSheet.apply(
            "list.results > row { transition: none; outline-style: solid; } "
                + "list.results.grid > row, list.results.grid > row:hover { background: none; box-shadow: none; }")
    }

    var count: Int { lines.count }

    /// The pool row GTK shows as `row`.
    func line(for row: ListBoxRow) -> (any ResultsLine)? {
        byRow[ObjectIdentifier(row)]
    }

    /// The pool row bound to line `line`, if one is.
    func row(showingLine line: Int) -> (any ResultsLine)? {
        lines.first { $0.line == line }
    }

    /// The result under a point of the list.
    func result(at point: WidgetPoint) -> Int? {
        list.rowAtY(point.y).flatMap(line(for:))?.result(atX: point.x)
    }

    /// Adds rows of `layout`'s kind to the list until there are `size`.
    func grow(to size: Int, layout: ResultsLayout) {
        while lines.count < size {
            let line: any ResultsLine = layout == .list
                ? ResultRow(onPreviewShown: onPreviewShown) : GridStrip(onPreviewShown: onPreviewShown)
            // The grid's rows take their own lines' heights.
            line.row.setSizeRequest(width: -1, height: layout == .list ? measuredHeight ?? -1 : -1)
            lines.append(line)
            byRow[ObjectIdentifier(line.row)] = line
            list.append(line.row)
        }
    }

    /// Binds the first row to `content` and gives every row its natural height; nil while GTK
    /// cannot say it yet.
    func measure(binding content: LineContent, layout: ResultsLayout) -> Int? {
        if lines.isEmpty { grow(to: 1, layout: layout) }
        lines[0].bind(content)
        list.rowChanged(lines[0].row)
        let height = lines[0].row.naturalHeight
        guard height > 0 else { return nil }
        measuredHeight = height
        rowChrome = height - content.tileHeight
        for line in lines where layout == .list {
            line.row.setSizeRequest(width: -1, height: height)
        }
        return height
    }

    /// Takes every row out of the list, for rows of another `layout`.
    func empty(for layout: ResultsLayout) {
        for line in lines {
            list.remove(line.row)
        }
        lines = []
        byRow = [:]
        measuredHeight = nil
        list.setSelectionMode(multiple: layout == .list)
        if layout == .grid { list.addStyleClass("grid") } else { list.removeStyleClass("grid") }
    }

    /// Binds the rows to the pool's lines in `geometry`, the spacers sized for the others.
    /// Rows that still show a line there keep it (unless `all`): a scroll by one line re-binds
    /// one row, not the pool, and text that did not change is not laid out again. Lines
    /// `onScreen` get their content now, the others only their place; true when some row waits
    /// for its content. Spare rows are hidden.
    func bind(_ geometry: PoolGeometry, onScreen: Range<Int>, all: Bool, content: (Int) -> LineContent) -> Bool {
        let window = geometry.bound
        var free: [any ResultsLine] = []
        var kept = Set<Int>()
        for line in lines {
            if !all, let shown = line.line, window.contains(shown) {
                kept.insert(shown)
            } else {
                free.append(line)
            }
        }
        var placed = false
        for index in window where !kept.contains(index) {
            let line = free.removeLast()
            if onScreen.contains(index) {
                line.bind(content(index))
            } else {
                line.place(content(index))
                placed = true
            }
            list.rowChanged(line.row)
        }
        // A window-wide showAll reveals spare rows too: they are hidden again here.
        for line in free where line.line != nil || line.row.isVisible {
            line.bind(nil)
            list.rowChanged(line.row)
        }
        bindPlacedRows(in: onScreen, content: content)
        topSpacer.setSizeRequest(width: -1, height: geometry.topSpacerHeight)
        bottomSpacer.setSizeRequest(width: -1, height: geometry.bottomSpacerHeight)
        return placed
    }

    /// Rows that have their place and wait for their content get it, those showing a line of
    /// `lines` only, or all of them.
    func bindPlacedRows(in shown: Range<Int>? = nil, content: (Int) -> LineContent) {
        for line in lines where line.needsContent {
            guard let index = line.line, shown?.contains(index) ?? true else { continue }
            line.bind(content(index))
        }
    }

    /// Rows showing a line of `changed` show it again, with their results' new records; true
    /// when one did.
    @discardableResult
    func rebindRows(showing changed: (Int) -> Bool, content: (Int) -> LineContent) -> Bool {
        var rebound = false
        for line in lines where !line.needsContent {
            guard let index = line.line, changed(index) else { continue }
            line.bind(content(index))
            rebound = true
        }
        return rebound
    }

    /// Shows the results `selected` as selected on the rows that show them, and only those;
    /// `focused` (with its line) takes the keyboard focus.
    func showSelection(_ selected: IndexSet, focusing focused: (result: Int, line: Int)? = nil) {
        isShowingSelection = true
        defer { isShowingSelection = false }
        for line in lines {
            line.showSelection(selected, in: list)
        }
        if let focused { row(showingLine: focused.line)?.focus(focused.result) }
    }

    /// Runs `body`, which binds, shows and hides rows and tiles. GTK drops the keyboard focus of
    /// a widget it hides: when that took the focus out of the results (the focused tile hidden
    /// as its strip was reused for a shorter line), it goes back to the `focused` result (and
    /// its line) where a row shows it, else to the list, so that the keys still move from
    /// there. (GTK does not scroll to the focus here: the view scrolls itself.)
    func keepingFocus(on focused: () -> (result: Int, line: Int)?, _ body: () -> Void) {
        let hadFocus = list.containsFocus
        body()
        guard hadFocus, !list.containsFocus else { return }
        if let focused = focused(), let row = row(showingLine: focused.line) { row.focus(focused.result) }
        if !list.containsFocus { list.grabFocus() }
    }
}
