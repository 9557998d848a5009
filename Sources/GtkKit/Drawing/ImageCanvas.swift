import CGtk

/// Draws one image as large as it fits, centred, keeping its proportions, on a dark
/// background; a smaller image (a thumbnail standing in) is scaled up, smoothly. Focusable,
/// so that it can take the keys of a view built around it.
@MainActor
public final class ImageCanvas: Widget {
    private let picture = CanvasPicture()

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
        picture.show(pixbuf)
        gtk_widget_queue_draw(widgetPointer)
    }

    private func draw(_ cairo: OpaquePointer) {
        let width = Double(gtk_widget_get_allocated_width(widgetPointer))
        let height = Double(gtk_widget_get_allocated_height(widgetPointer))
        cairo_set_source_rgb(cairo, 0.12, 0.12, 0.13)
        cairo_paint(cairo)
        guard let pixbuf = picture.pixbuf, pixbuf.width > 0, pixbuf.height > 0 else { return }
        let scale = min(width / Double(pixbuf.width), height / Double(pixbuf.height))
        let drawn = (width: Double(pixbuf.width) * scale, height: Double(pixbuf.height) * scale)
        picture.paint(cairo, in: ((width - drawn.width) / 2, (height - drawn.height) / 2, drawn.width, drawn.height),
            of: widgetPointer)
    }
}
