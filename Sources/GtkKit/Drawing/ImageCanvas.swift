import CGtk

/// Draws one image as large as it fits, centred, keeping its proportions, on a dark
/// background; a smaller image (a thumbnail standing in) is scaled up, smoothly. Focusable,
/// so that it can take the keys of a view built around it.
@MainActor
public final class ImageCanvas: Widget {
    private var pixbuf: Pixbuf?

    public init() {
        super.init(UnsafeMutableRawPointer(gtk_drawing_area_new()), ownership: .sinkFloating)
        gtk_widget_set_can_focus(widgetPointer, 1)
        connectEvent("draw") { [weak self] cairo in
            guard let self, let cairo else { return false }
            draw(OpaquePointer(cairo))
            return true
        }
    }

    public func show(_ pixbuf: Pixbuf?) {
        self.pixbuf = pixbuf
        gtk_widget_queue_draw(widgetPointer)
    }

    private func draw(_ cairo: OpaquePointer) {
        let width = Double(gtk_widget_get_allocated_width(widgetPointer))
        let height = Double(gtk_widget_get_allocated_height(widgetPointer))
        cairo_set_source_rgb(cairo, 0.12, 0.12, 0.13)
        cairo_paint(cairo)
        guard let pixbuf, pixbuf.width > 0, pixbuf.height > 0 else { return }
        let scale = min(width / Double(pixbuf.width), height / Double(pixbuf.height))
        cairo_save(cairo)
        cairo_translate(cairo, (width - Double(pixbuf.width) * scale) / 2, (height - Double(pixbuf.height) * scale) / 2)
        cairo_scale(cairo, scale, scale)
        gdk_cairo_set_source_pixbuf(cairo, pixbuf.pixbufPointer, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_GOOD)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }
}
