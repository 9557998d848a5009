import CGtk

/// The picture a canvas shows, converted and scaled once for the size it is drawn at, and made
/// again only when the picture or that size changes: a canvas that converted and resampled its
/// whole picture at each draw spent most of each frame of a drag of the crop frame doing it.
@MainActor
final class CanvasPicture {
    private(set) var pixbuf: Pixbuf?
    private var surface: ImageSurface?

    func show(_ pixbuf: Pixbuf?) {
        self.pixbuf = pixbuf
        surface = nil
    }

    /// Paints the picture into `rect` (points) of `widget`, which it fills.
    func paint(_ cairo: OpaquePointer, in rect: (x: Double, y: Double, width: Double, height: Double),
        of widget: UnsafeMutablePointer<GtkWidget>) {
        guard let pixbuf else { return }
        let scale = max(1, Int(gtk_widget_get_scale_factor(widget)))
        let pixels = (width: Int((rect.width * Double(scale)).rounded()),
            height: Int((rect.height * Double(scale)).rounded()))
        guard pixels.width > 0, pixels.height > 0 else { return }
        if surface.map({ ($0.pixelWidth, $0.pixelHeight) != pixels }) ?? true {
            surface = ImageSurface(pixbuf, pixelWidth: pixels.width, pixelHeight: pixels.height, scale: scale)
        }
        guard let surface else { return }
        // On whole pixels, so that painting copies them rather than resampling them again.
        let corner = (x: (rect.x * Double(scale)).rounded() / Double(scale),
            y: (rect.y * Double(scale)).rounded() / Double(scale))
        cairo_set_source_surface(cairo, surface.pointer, corner.x, corner.y)
        cairo_paint(cairo)
    }
}
