import CGtk
import Foundation
import PixscoutTestSupport
import XCTest
@testable import GtkKit

/// The drawn content of a results row: its picture and lines where a box of an image and
/// labels would put them, and another result shown without a layout.
final class PictureTileTests: GtkTestCase {
    private static let width = 400
    private static let margin = 6
    private static let pictureWidth = 150
    private static let pictureHeight = 100
    /// Where the text goes: right of the picture and the spacing, inside the margin.
    private static let textColumns = (margin + pictureWidth + 12)..<(width - margin)

    private func tallImage() throws -> Pixbuf {
        try Pixbuf.decode(
            Data(contentsOf: RepositoryPaths.data.appendingPathComponent("webformat/0004.jpg")), format: "jpeg",
            maxWidth: Self.pictureWidth, maxHeight: Self.pictureHeight)
    }

    @MainActor
    private static func makeTile(direction: GtkTextDirection = GTK_TEXT_DIR_LTR) -> (Window, Box, PictureTile) {
        let window = Window(title: "Tile")
        let box = Box(.horizontal)
        box.setSizeRequest(width: Self.width, height: -1)
        let tile = PictureTile(
            pictureWidth: Self.pictureWidth, pictureHeight: Self.pictureHeight, margin: Self.margin, spacing: 12,
                lineSpacing: 4)
        gtk_widget_set_direction(tile.widgetPointer, direction)
        box.packStart(tile, expand: true)
        window.add(box)
        window.showAll()
        iterateMainLoop(until: "the layout") { tile.allocation.width == Self.width }
        drainMainLoop()
        return (window, box, tile)
    }

    func testAnotherResultIsDrawnWithoutLayingTheWindowOutAgain() throws {
        let tall = try tallImage()
        onGtkThread {
            let (window, box, tile) = Self.makeTile()
            tile.setIcon("image-x-generic-symbolic", pixelSize: 48)
            tile.setLines(["orange, sun, glow, light", "1920 × 1281", "by Gale · CC0 1.0"])
            drainMainLoop()
            XCTAssertEqual(tile.allocation.height, Self.pictureHeight + 2 * Self.margin,
                "as tall as its picture and margins")
            var layouts = 0
            var draws = 0
            box.onSizeAllocate { layouts += 1 }
            tile.connectEvent("draw") { _ in
                draws += 1
                return false
            }

            tile.setPixbuf(tall)
            tile.setLines(["black, bricks, wall, architecture", "1281 × 1920", "by Delta · CC0 1.0"])
            iterateMainLoop(until: "the new result to be drawn") { draws > 0 && tile.isPictureReady }
            drainMainLoop()

            XCTAssertEqual(layouts, 0, "a new result repaints the tile; the window is not laid out again")
            let side = (Self.pictureWidth - tall.width) / 2
            XCTAssertEqual(Drawing(of: tile).count(inColumns: Self.margin..<(Self.margin + side - 1),
                where: { $0 > 0 }), 0,
                           "a tall image leaves the sides of its box empty")
            let inside = (Self.margin + side + 1)..<(Self.margin + side + tall.width - 1)
            XCTAssertEqual(Drawing(of: tile).count(inColumns: inside, where: { $0 == 255 }), inside.count * tall.height,
                           "and fills its own width, centred, at its own height")
            XCTAssertGreaterThan(Drawing(of: tile).count(inColumns: Self.textColumns, where: { $0 > 0 }), 0,
                "the text is drawn beside it")
            window.destroy()
        }
    }

    func testAPictureNotReadyYetShowsItsShapeFaintlyWithoutWaitingThenThePicture() throws {
        let tall = try tallImage()
        onGtkThread {
            let (window, _, tile) = Self.makeTile()
            tile.setPixbuf(tall)
            let side = (Self.pictureWidth - tall.width) / 2
            let inside = (Self.margin + side + 1)..<(Self.margin + side + tall.width - 1)
            let outside = Self.margin..<(Self.margin + side - 1)
            let early = Drawing(of: tile)
            XCTAssertFalse(tile.isPictureReady, "its pixels are made on another thread")
            XCTAssertEqual(early.count(inColumns: inside, where: { $0 > 0 && $0 < 64 }), inside.count * tall.height,
                "meanwhile the picture's place is a faint shade")
            XCTAssertEqual(early.count(inColumns: outside, where: { $0 > 0 }), 0, "of the picture's own shape")

            iterateMainLoop(until: "the picture's pixels") { tile.isPictureReady }
            XCTAssertEqual(Drawing(of: tile).count(inColumns: inside, where: { $0 == 255 }), inside.count * tall.height,
                "then the picture itself")
            window.destroy()
        }
    }

    func testTextIsCutAtTheMarginAndEmptyLinesDrawNothing() {
        onGtkThread {
            let (window, _, tile) = Self.makeTile()
            tile.setLines([String(repeating: "a title far wider than the row ", count: 20), "", ""])
            drainMainLoop()
            let long = Drawing(of: tile)
            XCTAssertGreaterThan(long.inkedRows(inColumns: Self.textColumns), 0)
            XCTAssertLessThan(long.inkedRows(inColumns: Self.textColumns), 30, "a long line stays one line")
            XCTAssertEqual(long.count(inColumns: (Self.width - Self.margin)..<Self.width, where: { $0 > 0 }), 0,
                           "and ends in an ellipsis inside the margin")

            tile.setLines(["", "", ""])
            drainMainLoop()
            XCTAssertEqual(Drawing(of: tile).count(inColumns: Self.textColumns, where: { $0 > 0 }), 0)
            window.destroy()
        }
    }

    func testEachTileDrawsTheIconInItsOwnColour() {
        onGtkThread {
            // Each tile's own styles, not one for the whole screen: a screen-wide change restyles
            // every style context in the process, and one that an earlier test's destroyed window
            // left (after AccessibilityTests' window and filters) logged 68 criticals here.
            let styles = gtk_css_provider_new()
            defer { g_object_unref(UnsafeMutableRawPointer(styles)) }
            gtk_css_provider_load_from_data(styles,
                ".tile-red { color: rgb(255, 0, 0); } .tile-blue { color: rgb(0, 0, 255); }", -1, nil)
            let tiles = ["tile-red", "tile-blue", "tile-red"].map { style in
                let (window, _, tile) = Self.makeTile()
                gtk_style_context_add_provider(gtk_widget_get_style_context(tile.widgetPointer),
                    OpaquePointer(styles), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
                tile.addStyleClass(style)
                tile.setIcon("image-x-generic-symbolic", pixelSize: 48)
                return (window, tile)
            }
            drainMainLoop()
            let picture = Self.margin..<(Self.margin + Self.pictureWidth)
            let reds = tiles.map { Drawing(of: $0.1).count(inColumns: picture,
                wherePixel: { $0.red > 200 && $0.blue < 50 && $0.alpha > 200 }) }
            let blues = tiles.map { Drawing(of: $0.1).count(inColumns: picture,
                wherePixel: { $0.blue > 200 && $0.red < 50 && $0.alpha > 200 }) }
            XCTAssertGreaterThan(reds[0], 100, "the icon in the first tile's colour")
            XCTAssertEqual(blues[0], 0)
            XCTAssertGreaterThan(blues[1], 100, "and in the second's, not the colour the first drew it in")
            XCTAssertEqual(reds[1], 0)
            XCTAssertEqual(reds[2], reds[0], "a third tile in the first colour draws the same icon")
            tiles.forEach { $0.0.destroy() }
        }
    }

    func testARowGrowsWhenItsTextGrowsAndKeepsItsHeightWhenSelected() {
        onGtkThread {
            let large = gtk_css_provider_new()
            defer { g_object_unref(UnsafeMutableRawPointer(large)) }
            gtk_css_provider_load_from_data(large, ".tile-large { font-size: 40px; }", -1, nil)
            let (window, _, tile) = Self.makeTile()
            let (plainWindow, _, plain) = Self.makeTile()
            tile.setLines(["orange, sun, glow, light", "1920 × 1281", "by Gale · CC0 1.0"])
            plain.setLines(tile.lines)
            drainMainLoop()
            let pictureRow = Self.pictureHeight + 2 * Self.margin
            XCTAssertEqual(tile.allocation.height, pictureRow, "three lines of the theme's text fit beside the picture")

            gtk_style_context_add_provider(gtk_widget_get_style_context(tile.widgetPointer),
                OpaquePointer(large), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
            tile.addStyleClass("tile-large")
            iterateMainLoop(until: "the row to take its larger text's height") { tile.allocation.height > pictureRow }
            XCTAssertGreaterThan(tile.allocation.height, 3 * 40, "three lines of 40 pixels")
            XCTAssertEqual(plain.allocation.height, pictureRow, "a row in the theme's own font keeps its height")

            let grown = tile.allocation.height
            tile.isSelected = true
            plain.isSelected = true
            drainMainLoop()
            XCTAssertEqual(tile.allocation.height, grown, "selected, it keeps its size")
            XCTAssertEqual(plain.allocation.height, pictureRow)
            window.destroy()
            plainWindow.destroy()
        }
    }

    func testRightToLeftPutsThePictureOnTheRight() throws {
        let tall = try tallImage()
        onGtkThread {
            let (window, _, tile) = Self.makeTile(direction: GTK_TEXT_DIR_RTL)
            tile.setPixbuf(tall)
            iterateMainLoop(until: "the picture's pixels") { tile.isPictureReady }
            drainMainLoop()
            let left = 0..<(Self.margin + Self.pictureWidth)
            let right = (Self.width - Self.margin - Self.pictureWidth)..<Self.width
            XCTAssertEqual(Drawing(of: tile).count(inColumns: left, where: { $0 == 255 }), 0)
            XCTAssertEqual(Drawing(of: tile).count(inColumns: right, where: { $0 == 255 }), tall.width * tall.height)
            window.destroy()
        }
    }
}
