import CGtk
import Foundation
import PixscoutTestSupport
import XCTest
@testable import GtkKit

/// A tile's pixels copied to the X server when they come paint exactly what the image holds,
/// opaque and see-through alike, and the copy is held by the server, not by the app.
final class ScreenSurfaceTests: GtkTestCase {
    func testTheServersCopyPaintsTheImagesOwnPixels() throws {
        let pictures = try Drawing.opaqueAndSeeThroughPictures()
        onGtkThread {
            let window = Window(title: "Copies")
            window.showAll()
            iterateMainLoop(until: "the window's own window") { gtk_widget_get_window(window.widgetPointer) != nil }
            guard let gdkWindow = gtk_widget_get_window(window.widgetPointer) else { return XCTFail("no window") }
            for pixbuf in pictures {
                guard let image = ImageSurface(pixbuf, pixelWidth: pixbuf.width, pixelHeight: pixbuf.height, scale: 1),
                      let copy = ScreenSurface(copying: image, beside: gdkWindow)
                else { return XCTFail("no copy") }
                XCTAssertEqual(cairo_surface_get_type(copy.pointer), CAIRO_SURFACE_TYPE_XLIB, "held by the X server")
                XCTAssertTrue(copy.isOnServer)
                XCTAssertFalse(ScreenSurface(image).isOnServer, "where the image itself is the app's")
                XCTAssertEqual([copy.pixelWidth, copy.pixelHeight], [pixbuf.width, pixbuf.height])
                let opaque = cairo_image_surface_get_format(image.pointer) == CAIRO_FORMAT_RGB24
                let readBack = Self.painted(copy, format: cairo_image_surface_get_format(image.pointer))
                XCTAssertEqual(readBack.count, pixbuf.width * pixbuf.height, "read back whole")
                XCTAssertEqual(zip(Drawing.pixels(of: image.pointer), readBack).filter { $0 != $1 }.count, 0,
                    "\(opaque ? "opaque" : "see-through") \(pixbuf.width)x\(pixbuf.height): each pixel as it was")
            }
            window.destroy()
        }
    }

    /// `surface` painted onto an image of `format`: its pixels, read back from the server.
    @MainActor
    private static func painted(_ surface: ScreenSurface, format: cairo_format_t) -> [UInt32] {
        guard let target = cairo_image_surface_create(format, gint(surface.pixelWidth), gint(surface.pixelHeight)),
              let cairo = cairo_create(target)
        else { return [] }
        defer { cairo_surface_destroy(target) }
        cairo_set_source_surface(cairo, surface.pointer, 0, 0)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cairo)
        cairo_destroy(cairo)
        return Drawing.pixels(of: target)
    }

    func testPixelsThatComeAreCopiedToTheServerBeforeTheyArePainted() throws {
        let pictures = try Drawing.opaqueAndSeeThroughPictures()
        onGtkThread {
            let window = Window(title: "Copies")
            let area = Widget(UnsafeMutableRawPointer(gtk_drawing_area_new()), ownership: .sinkFloating)
            area.setSizeRequest(width: 320, height: 240)
            window.add(area)
            window.showAll()
            iterateMainLoop(until: "the area's window") { gtk_widget_get_window(area.widgetPointer) != nil }
            let images = pictures.map { pixbuf in
                let image = TileImage(pixbuf, in: area.widgetPointer) {}
                image.prepare(width: pixbuf.width, height: pixbuf.height, scale: 1)
                return image
            }
            iterateMainLoop(until: "the pictures' pixels and their copies, no frame drawing them") {
                images.allSatisfy(\.isCopiedToScreen)
            }
            window.destroy()
        }
    }
}
