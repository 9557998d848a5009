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

    public func setPixbuf(_ pixbuf: Pixbuf) {
        gtk_image_set_from_pixbuf(imagePointer, pixbuf.pixbufPointer)
    }
}
