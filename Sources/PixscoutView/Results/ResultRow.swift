import Foundation
import GtkKit
import PixscoutViewModel

/// A row of the results list: a thumbnail, the title, the size and the credit of one result.
@MainActor
final class ResultRow: ResultsLine {
    let row = ListBoxRow()
    /// The thumbnail, title, size and credit, drawn in one widget: re-binding the row repaints
    /// it without laying the list out again.
    let tile = PictureTile(
        pictureWidth: PreviewBox.row.width, pictureHeight: PreviewBox.row.height,
        margin: 6, spacing: 12, lineSpacing: 4)
    private let binding: CellBinding

    /// - Parameter onPreviewShown: hears the result index whose thumbnail just appeared, and its size in pixels.
    init(onPreviewShown: @escaping @MainActor (Int, (width: Int, height: Int)) -> Void) {
        binding = CellBinding(tile: tile, named: row, lines: { cell, starred in
            // A star before the title: drawn with the text, in the same paint.
            [starred ? "★ " + cell.titleText : cell.titleText, cell.sizeText ?? "", cell.creditText ?? ""]
        }, onPreviewShown: onPreviewShown)
        row.add(tile)
        row.showAll()
        // Spare until bound: an empty row would show as a blank at the end of the results.
        row.isVisible = false
    }

    /// The result shown, nil while the row is spare.
    var index: Int? {
        binding.index
    }

    var line: Int? {
        binding.index
    }

    var needsContent: Bool {
        binding.needsContent
    }

    var thumbnailPixbuf: Pixbuf? {
        binding.thumbnailPixbuf
    }

    func place(_ content: LineContent) {
        binding.place(content.cell(content.line), at: content.line, of: content.total)
        row.isVisible = true
    }

    func bind(_ content: LineContent?) {
        guard let content, let cell = content.cell(content.line) else {
            binding.bind(nil, at: nil, of: 0)
            row.isVisible = false
            return
        }
        binding.bind(cell, at: content.line, of: content.total)
        row.isVisible = true
    }

    func showSelection(_ selected: IndexSet, in list: ListBox) {
        let shouldBeSelected = index.map(selected.contains) ?? false
        guard row.isSelected != shouldBeSelected else { return }
        if shouldBeSelected { list.select(row) } else { list.unselect(row) }
    }

    func focus(_ index: Int) {
        row.grabFocus()
    }

    func result(atX x: Int) -> Int? {
        index
    }

    func widget(showing index: Int) -> Widget? {
        self.index == index ? row : nil
    }

    func thumbnail(of index: Int) -> Pixbuf? {
        self.index == index ? thumbnailPixbuf : nil
    }

    func tellPositions(of total: Int) {
        binding.tellPosition(of: total)
    }
}
