import CGtk
import Foundation
import PixscoutTestSupport
import XCTest
@testable import GtkKit

/// A grid's tile, whose size changes when its line is packed again (a wider window, larger
/// tiles): it never shows an empty shade for a picture it already shows.
final class GridTilePictureTests: GtkTestCase {
    private static let margin = 4

    private static func widePicture() throws -> Pixbuf {
        try Pixbuf.decode(
            Data(contentsOf: RepositoryPaths.data.appendingPathComponent("webformat/0001.jpg")), format: "jpeg",
            maxWidth: 300, maxHeight: 200)
    }

    /// A tile showing `picture` in its own window, without the focus (whose ring it would draw).
    @MainActor
    private static func showTile(_ picture: Pixbuf) -> (Window, PictureTile) {
        let window = Window(title: "Grid")
        let box = Box(.horizontal)
        let tile = PictureTile(captionOverPictureWithMargin: margin, lineSpacing: 2)
        box.setAlignment(horizontal: .start, vertical: .start)
        box.packStart(tile)
        window.add(box)
        tile.setSizeRequest(width: picture.width + 2 * margin, height: picture.height + 2 * margin)
        window.showAll()
        tile.setPixbuf(picture)
        iterateMainLoop(until: "the tile's picture") { tile.isPictureReady && tile.allocation.width > picture.width }
        // A window gives its only focusable widget the focus when it is shown: taken away here.
        gtk_window_set_focus(UnsafeMutableRawPointer(window.widgetPointer).assumingMemoryBound(to: GtkWindow.self), nil)
        iterateMainLoop(until: "the tile to lose the focus") { !tile.hasFocus }
        return (window, tile)
    }

    func testATileMadeSmallerShowsItsPictureAtOnceAtItsNewSize() throws {
        let wide = try Self.widePicture()
        onGtkThread {
            let (window, tile) = Self.showTile(wide)
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

    func testTheFocusedTileShowsASolidRingInItsMarginAroundThePicture() throws {
        let wide = try Self.widePicture()
        onGtkThread {
            let (window, tile) = Self.showTile(wide)
            window.present()
            let height = tile.allocation.height
            XCTAssertEqual(Drawing(of: tile).count(inColumns: 0..<Self.margin, where: { $0 > 0 }), 0,
                "unfocused, the margin left of the picture stays empty")

            tile.grabFocus()
            iterateMainLoop(until: "the tile to have the focus") { tile.hasFocus }
            let focused = Drawing(of: tile)
            XCTAssertEqual(focused.count(inColumns: 1..<3, where: { $0 > 128 }), 2 * (height - 2),
                "focused, a solid ring two pixels wide runs down the margin, a pixel in from the edge")
            XCTAssertEqual(focused.count(inColumns: 0..<1, where: { $0 > 0 }), 0, "leaving the tile's edge clear")
            window.destroy()
        }
    }
}
