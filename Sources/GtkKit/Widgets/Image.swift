import CGtk

@MainActor
public final class Image: Widget, PictureShowing {
    public init() {
        super.init(UnsafeMutableRawPointer(gtk_image_new()), ownership: .sinkFloating)
    }

    private var imagePointer: UnsafeMutablePointer<GtkImage> {
        pointer(as: GtkImage.self)
    }

    public func setIcon(_ name: String, pixelSize: Int) {
        gtk_image_set_from_icon_name(imagePointer, name, GTK_ICON_SIZE_DIALOG)
        gtk_image_set_pixel_size(imagePointer, gint(pixelSize))
    }

    /// The box, in points, pictures are shown in: a picture larger than it was decoded for a
    /// denser screen and is drawn at the screen's own resolution, as large as the box allows.
    /// Without it, a picture is shown a pixel per point.
    public var pictureBox: (width: Int, height: Int)?

    public func setPixbuf(_ pixbuf: Pixbuf) {
        let density = pictureBox.map { box in
            min(Double(scaleFactor), max(1, Double(pixbuf.width) / Double(max(1, box.width)),
                                         Double(pixbuf.height) / Double(max(1, box.height))))
        } ?? 1
        guard density > 1,
              let surface = gdk_cairo_surface_create_from_pixbuf(pixbuf.pixbufPointer, 1,
                  gtk_widget_get_window(widgetPointer))
        else {
            gtk_image_set_from_pixbuf(imagePointer, pixbuf.pixbufPointer)
            return
        }
        cairo_surface_set_device_scale(surface, density, density)
        gtk_image_set_from_surface(imagePointer, surface)
        cairo_surface_destroy(surface)
    }
}
