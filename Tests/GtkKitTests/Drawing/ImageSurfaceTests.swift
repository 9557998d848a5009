import CGtk
import Foundation
import PixscoutTestSupport
import XCTest
@testable import GtkKit

/// A tile's pixels, made on a conversion thread without GDK, are the pixels GDK itself makes
/// of the same picture on the main thread: opaque and see-through pictures alike.
final class ImageSurfaceTests: GtkTestCase {
    func testPixelsMadeOffTheMainThreadAreGDKsOwn() throws {
        let pictures = try Drawing.opaqueAndSeeThroughPictures()
        onGtkThread {
            for pixbuf in pictures {
                var made: ImageSurface?
                ImageSurface.make(from: pixbuf, pixelWidth: pixbuf.width, pixelHeight: pixbuf.height, scale: 1) {
                    made = $0
                }
                iterateMainLoop(until: "the pixels made on a conversion thread") { made != nil }
                guard let made, let gdks = gdk_cairo_surface_create_from_pixbuf(pixbuf.pixbufPointer, 1, nil) else {
                    return XCTFail("no surface")
                }
                defer { cairo_surface_destroy(gdks) }
                XCTAssertEqual(cairo_image_surface_get_format(made.pointer), cairo_image_surface_get_format(gdks))
                let ours = Drawing.pixels(of: made.pointer), theirs = Drawing.pixels(of: gdks)
                XCTAssertEqual(ours.count, pixbuf.width * pixbuf.height)
                XCTAssertEqual(zip(ours, theirs).filter { $0 != $1 }.count, 0,
                    "\(pixbuf.width)x\(pixbuf.height): each pixel as GDK makes it")

                let half = ImageSurface(pixbuf, pixelWidth: pixbuf.width / 2, pixelHeight: pixbuf.height / 2, scale: 1)
                XCTAssertEqual(half.map { [$0.pixelWidth, $0.pixelHeight] }, [pixbuf.width / 2, pixbuf.height / 2])
                XCTAssertEqual(half.map { cairo_image_surface_get_width($0.pointer) }, Int32(pixbuf.width / 2),
                    "and resampled to the size drawn")
            }
        }
    }
}
