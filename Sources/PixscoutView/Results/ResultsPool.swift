import GtkKit
import PixscoutViewModel

/// The recycled rows the results view binds to lines, all of one kind (list rows or grid
/// strips), of the one height the first of them measured, and which GTK row is which.
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
    private let onPreviewShown: @MainActor (Int, (width: Int, height: Int)) -> Void

    /// - Parameter onPreviewShown: hears each thumbnail a row paints: its result and pixels.
    init(onPreviewShown: @escaping @MainActor (Int, (width: Int, height: Int)) -> Void) {
        self.onPreviewShown = onPreviewShown
    }

    var count: Int { lines.count }

    /// The pool row GTK shows as `row`.
    func line(for row: ListBoxRow) -> (any ResultsLine)? {
        byRow[ObjectIdentifier(row)]
    }

    /// Adds rows of `layout`'s kind to `list` until there are `size`.
    func grow(to size: Int, layout: ResultsLayout, in list: ListBox) {
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
    func measure(binding content: LineContent, layout: ResultsLayout, in list: ListBox) -> Int? {
        if lines.isEmpty { grow(to: 1, layout: layout, in: list) }
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

    /// Takes every row out of `list`, for rows of another kind.
    func empty(from list: ListBox) {
        for line in lines {
            list.remove(line.row)
        }
        lines = []
        byRow = [:]
        measuredHeight = nil
    }
}
