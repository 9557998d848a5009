import CGtk
import CShims
import Dispatch

/// A decoded image in the pixels cairo paints, at the size it is drawn, owned. Converting a
/// preview's pixels was most of what showing it the first time cost, and a page of new tiles
/// did it two dozen times in one frame; scaling it while painting made the X server resample
/// every tile of every frame. Both are done once, on a thread of their own.
final class ImageSurface: @unchecked Sendable {
    let pointer: OpaquePointer
    let pixelWidth: Int
    let pixelHeight: Int

    /// `pixbuf` at `pixelWidth` x `pixelHeight` pixels, `scale` of them to a point. Only cairo
    /// and gdk-pixbuf are called, never GDK, so it may be made on any thread.
    init?(_ pixbuf: Pixbuf, pixelWidth: Int, pixelHeight: Int, scale: Int) {
        guard pixelWidth > 0, pixelHeight > 0, scale > 0, pixbuf.width > 0, pixbuf.height > 0,
              let copied = shim_cairo_surface_from_pixbuf(pixbuf.pixbufPointer)
        else { return nil }
        guard cairo_surface_status(copied) == CAIRO_STATUS_SUCCESS,
              let surface = pixelWidth == pixbuf.width && pixelHeight == pixbuf.height ? copied
                : Self.scaled(copied, to: (pixelWidth, pixelHeight))
        else {
            cairo_surface_destroy(copied)
            return nil
        }
        if surface != copied { cairo_surface_destroy(copied) }
        cairo_surface_set_device_scale(surface, Double(scale), Double(scale))
        pointer = surface
        self.pixelWidth = pixelWidth
        self.pixelHeight = pixelHeight
    }

    /// `source` resampled to `size` pixels, or nil.
    private static func scaled(_ source: OpaquePointer, to size: (width: Int, height: Int)) -> OpaquePointer? {
        let format = cairo_image_surface_get_format(source)
        guard let surface = cairo_image_surface_create(format, gint(size.width), gint(size.height)) else { return nil }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let cairo = cairo_create(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        let factor = (x: Double(size.width) / Double(cairo_image_surface_get_width(source)),
            y: Double(size.height) / Double(cairo_image_surface_get_height(source)))
        cairo_scale(cairo, factor.x, factor.y)
        cairo_set_source_surface(cairo, source, 0, 0)
        // Edges repeat rather than fade into black.
        cairo_pattern_set_extend(cairo_get_source(cairo), CAIRO_EXTEND_PAD)
        // Bilinear is what painting a scaled picture used; below half size it would skip pixels.
        cairo_pattern_set_filter(cairo_get_source(cairo),
            min(factor.x, factor.y) < 0.5 ? CAIRO_FILTER_GOOD : CAIRO_FILTER_BILINEAR)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_paint(cairo)
        cairo_destroy(cairo)
        return surface
    }

    deinit {
        cairo_surface_destroy(pointer)
    }

    /// Where pictures are converted (tests wait on it with a barrier).
    static let conversions = DispatchQueue(
        label: "pixscout.image-surfaces", qos: .userInteractive, attributes: .concurrent)

    /// Makes it off the main thread and hands it to `deliver` on the main thread.
    static func make(from pixbuf: Pixbuf, pixelWidth: Int, pixelHeight: Int, scale: Int,
        then deliver: @escaping @MainActor @Sendable (ImageSurface?) -> Void) {
        conversions.async {
            // The main thread paints meanwhile, with a shade where this will go.
            ThreadPriority.yieldToMainThread()
            // Made in this thread's malloc arena, freed from the main thread's.
            defer { FreedMemoryTrimmer.shared.decoded() }
            let made = ImageSurface(pixbuf, pixelWidth: pixelWidth, pixelHeight: pixelHeight, scale: scale)
            DispatchQueue.main.async {
                MainActor.assumeIsolated { deliver(made) }
            }
        }
    }
}
