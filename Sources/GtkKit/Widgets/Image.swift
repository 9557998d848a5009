import CGtk

@MainActor
public final class Image: Widget, PictureShowing {
    /// Counts the pictures it was given, so that pixels made for an earlier one are dropped.
    private var picturesGiven = 0
    /// Hears each picture given to ``setPixbuf(_:)`` once it is shown: its pixels are made off the
    /// main thread.
    public var onPixbufShown: (@MainActor () -> Void)?

    public init() {
        super.init(UnsafeMutableRawPointer(gtk_image_new()), ownership: .sinkFloating)
    }

    private var imagePointer: UnsafeMutablePointer<GtkImage> {
        pointer(as: GtkImage.self)
    }

    public func setIcon(_ name: String, pixelSize: Int) {
        picturesGiven += 1
        gtk_image_set_from_icon_name(imagePointer, name, GTK_ICON_SIZE_DIALOG)
        gtk_image_set_pixel_size(imagePointer, gint(pixelSize))
    }

    /// The box, in points, pictures are shown in: a picture larger than it was decoded for a
    /// denser screen and is drawn at the screen's own resolution, as large as the box allows.
    /// Without it, a picture is shown a pixel per point.
    public var pictureBox: (width: Int, height: Int)?

    /// Shows `pixbuf` once its pixels are converted to cairo's, on a thread of their own: GTK
    /// converted them as it drew the first frame after, a new buffer's pages faulted in on the
    /// main thread each time (about a millisecond for the detail pane's picture). Until then
    /// the picture shown before stays.
    public func setPixbuf(_ pixbuf: Pixbuf) {
        picturesGiven += 1
        let given = picturesGiven
        let density = pictureBox.map { box in
            min(Double(scaleFactor), max(1, Double(pixbuf.width) / Double(max(1, box.width)),
                                         Double(pixbuf.height) / Double(max(1, box.height))))
        } ?? 1
        ImageSurface.make(from: pixbuf, pixelWidth: pixbuf.width, pixelHeight: pixbuf.height, scale: 1) {
            [weak self] made in
            guard let self, given == picturesGiven else { return }
            if let made {
                cairo_surface_set_device_scale(made.pointer, density, density)
                gtk_image_set_from_surface(imagePointer, made.pointer)
            } else {
                gtk_image_set_from_pixbuf(imagePointer, pixbuf.pixbufPointer)
            }
            onPixbufShown?()
        }
    }
}
