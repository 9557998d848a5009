import CGtk
import Foundation
import PixscoutTestSupport
@testable import GtkKit

/// `widget` drawn alone: the colour of each of its pixels.
@MainActor
struct Drawing {
    /// One pixel's channels, premultiplied by its alpha as cairo keeps them.
    struct Pixel {
        let red, green, blue, alpha: UInt8
    }

    let width: Int
    let height: Int
    private var pixels: [Pixel] = []

    init(of widget: Widget) {
        width = widget.allocation.width
        height = widget.allocation.height
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)),
              let cairo = cairo_create(surface)
        else { return }
        defer { cairo_surface_destroy(surface) }
        gtk_widget_draw(widget.widgetPointer, cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return }
        let stride = Int(cairo_image_surface_get_stride(surface))
        // ARGB32 is a native-endian word per pixel: blue, green, red, alpha in memory here.
        pixels = (0..<height).flatMap { y in
            (0..<width).map { x in
                let at = y * stride + x * 4
                return Pixel(red: data[at + 2], green: data[at + 1], blue: data[at], alpha: data[at + 3])
            }
        }
    }

    /// How many pixels in `columns` pass `test`.
    func count(inColumns columns: Range<Int>, wherePixel test: (Pixel) -> Bool) -> Int {
        (0..<height).reduce(0) { sum, y in sum + columns.filter { test(pixels[y * width + $0]) }.count }
    }

    /// How many pixels in `columns` have an alpha that passes `test`.
    func count(inColumns columns: Range<Int>, where test: (UInt8) -> Bool) -> Int {
        count(inColumns: columns, wherePixel: { test($0.alpha) })
    }

    /// How many rows of pixels have something drawn in `columns`.
    func inkedRows(inColumns columns: Range<Int>) -> Int {
        (0..<height).filter { y in columns.contains { pixels[y * width + $0].alpha > 0 } }.count
    }

    /// Each pixel as cairo keeps it; without its alpha byte in RGB24, where cairo leaves it unused.
    static func pixels(of surface: OpaquePointer) -> [UInt32] {
        cairo_surface_flush(surface)
        let width = Int(cairo_image_surface_get_width(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        let used: UInt32 = cairo_image_surface_get_format(surface) == CAIRO_FORMAT_RGB24 ? 0x00FF_FFFF : 0xFFFF_FFFF
        guard let data = cairo_image_surface_get_data(surface) else { return [] }
        return (0..<Int(cairo_image_surface_get_height(surface))).flatMap { row in
            UnsafeRawPointer(data + row * stride).withMemoryRebound(to: UInt32.self, capacity: width) { words in
                (0..<width).map { words[$0] & used }
            }
        }
    }

    /// An opaque JPEG and a see-through PNG, decoded.
    nonisolated static func opaqueAndSeeThroughPictures() throws -> [Pixbuf] {
        [
            try Pixbuf.decode(Data(contentsOf: RepositoryPaths.data.appendingPathComponent("webformat/0001.jpg")),
                format: "jpeg", maxWidth: 304, maxHeight: 203),
            try Pixbuf.decode(Data(contentsOf: RepositoryPaths.root.appendingPathComponent(
                "Tests/Fixtures/fit/flat-alpha.png")), format: "png", maxWidth: 200, maxHeight: 100),
        ]
    }
}
