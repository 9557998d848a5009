import CGtk
import Foundation
import PixscoutTestSupport
import XCTest
@testable import GtkKit

/// A grid's tile, whose size changes when its line is packed again (a wider window, larger
/// tiles): it never shows an empty shade for a picture it already shows.
final class GridTilePictureTests: GtkTestCase {
    private static let margin = 4

    func testATileMadeSmallerShowsItsPictureAtOnceAtItsNewSize() throws {
        let wide = try Pixbuf.decode(
            Data(contentsOf: RepositoryPaths.data.appendingPathComponent("webformat/0001.jpg")), format: "jpeg",
            maxWidth: 300, maxHeight: 200)
        onGtkThread {
            let window = Window(title: "Grid")
            let box = Box(.horizontal)
            let tile = PictureTile(captionOverPictureWithMargin: Self.margin, lineSpacing: 2)
            box.setAlignment(horizontal: .start, vertical: .start)
            box.packStart(tile)
            window.add(box)
            tile.setSizeRequest(width: wide.width + 2 * Self.margin, height: wide.height + 2 * Self.margin)
            window.showAll()
            tile.setPixbuf(wide)
            iterateMainLoop(until: "the tile's picture") { tile.isPictureReady && tile.allocation.width > wide.width }
            let full = Self.margin..<(Self.margin + wide.width)
            XCTAssertEqual(Drawing(of: tile).count(inColumns: full, where: { $0 == 255 }), wide.width * wide.height,
                "the picture fills its tile")

            let smaller = (width: wide.width / 2, height: wide.height / 2)
            tile.setSizeRequest(width: smaller.width + 2 * Self.margin, height: smaller.height + 2 * Self.margin)
            iterateMainLoop(until: "the smaller tile") { tile.allocation.width == smaller.width + 2 * Self.margin }
            // Inside the picture's place, away from its edges, where sampling blends with nothing.
            let inner = (Self.margin + 2)..<(Self.margin + smaller.width - 2)
            let resized = Drawing(of: tile)
            XCTAssertGreaterThanOrEqual(resized.count(inColumns: inner, where: { $0 == 255 }),
                inner.count * (smaller.height - 4), "at once at its new size, from the pixels it had, not a shade")
            XCTAssertEqual(Double(resized.inkedRows(inColumns: inner)), Double(smaller.height), accuracy: 1,
                "and no taller")
            window.destroy()
        }
    }
}
