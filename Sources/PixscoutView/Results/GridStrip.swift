import Foundation
import GtkKit
import PixscoutViewModel

/// A row of the results grid: one line of tiles, each a picture with its title and credit
/// over it while pointed at or focused. Tiles are kept and re-bound as the grid scrolls;
/// only their widths change.
@MainActor
final class GridStrip: ResultsLine {
    /// Between the strip's edge and its first tile.
    static let margin = GridPacking.spacing

    let row = ListBoxRow()
    private let box = Box(.horizontal, spacing: GridPacking.spacing)
    private var tiles: [CellBinding] = []
    private let onPreviewShown: @MainActor (Int, (width: Int, height: Int)) -> Void
    private(set) var line: Int?
    private var results: Range<Int> = 0..<0
    private var contentPending = false

    init(onPreviewShown: @escaping @MainActor (Int, (width: Int, height: Int)) -> Void) {
        self.onPreviewShown = onPreviewShown
        box.setMargins(Self.margin / 2)
        box.setAlignment(horizontal: .start, vertical: .center)
        row.add(box)
        // The tiles take the focus, not the strip.
        row.canFocus = false
        row.showAll()
        row.isVisible = false
    }

    var needsContent: Bool {
        line != nil && contentPending
    }

    func place(_ content: LineContent) {
        layOut(content)
        for (binding, index) in zip(tiles, content.results) {
            binding.place(content.cell(index), at: index, of: content.total)
        }
        contentPending = true
        row.isVisible = true
    }

    func bind(_ content: LineContent?) {
        guard let content, !content.results.isEmpty else {
            line = nil
            results = 0..<0
            contentPending = false
            for binding in tiles {
                binding.bind(nil, at: nil, of: 0)
            }
            row.isVisible = false
            return
        }
        layOut(content)
        for (binding, index) in zip(tiles, content.results) {
            binding.bind(content.cell(index), at: index, of: content.total)
        }
        contentPending = false
        row.isVisible = true
    }

    /// As many tiles as the line has, at their widths; the others hidden.
    private func layOut(_ content: LineContent) {
        line = content.line
        results = content.results
        while tiles.count < content.results.count {
            let tile = PictureTile(captionOverPictureWithMargin: 4, lineSpacing: 2)
            let lines: @MainActor (any ImageSearchCellModeling, Bool) -> [String] = { cell, starred in
                [starred ? "★ " + cell.titleText : cell.titleText, cell.creditText ?? ""]
            }
            tiles.append(CellBinding(tile: tile, named: tile, lines: lines, onPreviewShown: onPreviewShown))
            box.packStart(tile)
        }
        for (position, binding) in tiles.enumerated() {
            guard position < content.tileWidths.count else {
                if binding.tile.isVisible {
                    binding.bind(nil, at: nil, of: 0)
                    binding.tile.isVisible = false
                }
                continue
            }
            binding.tile.setSizeRequest(width: content.tileWidths[position], height: content.tileHeight)
            binding.tile.isVisible = true
        }
    }

    func showSelection(_ selected: IndexSet, in list: ListBox) {
        for binding in tiles {
            binding.tile.isSelected = binding.index.map(selected.contains) ?? false
        }
    }

    func focus(_ index: Int) {
        tile(showing: index)?.grabFocus()
    }

    func result(atX x: Int) -> Int? {
        tiles.first { binding in
            guard binding.index != nil, binding.tile.isVisible else { return false }
            let place = binding.tile.allocation
            return (place.x...(place.x + place.width)).contains(x)
        }?.index
    }

    func widget(showing index: Int) -> Widget? {
        tile(showing: index)
    }

    func thumbnail(of index: Int) -> Pixbuf? {
        tiles.first { $0.index == index }?.thumbnailPixbuf
    }

    func tellPositions(of total: Int) {
        for binding in tiles {
            binding.tellPosition(of: total)
        }
    }

    /// The tiles shown, with their results.
    var shownTiles: [(index: Int, tile: PictureTile)] {
        tiles.compactMap { binding in binding.index.map { ($0, binding.tile) } }.filter { $0.tile.isVisible }
    }

    private func tile(showing index: Int) -> PictureTile? {
        tiles.first { $0.index == index }?.tile
    }
}
