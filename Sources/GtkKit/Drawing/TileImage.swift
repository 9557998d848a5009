import CGtk

/// An image a ``PictureTile`` shows, made ready to paint at the size it is drawn: asked for off
/// the main thread as soon as the tile is given it, so that a page of new tiles paints without
/// converting or resampling a pixel. A tile drawn before its pixels are ready paints a faint
/// shade of the picture's shape until they come, a frame or two later; one drawn at another
/// size paints the pixels it has, scaled, and asks for its new size. Pixels that come are
/// copied to the X server (a ``ScreenSurface``) before the next frame, a tile a turn of the
/// main loop (``ScreenUploads``), so that frames paint without sending them.
@MainActor
final class TileImage {
    let pixbuf: Pixbuf
    /// The widget it is drawn in, which holds it.
    private let widget: UnsafeMutablePointer<GtkWidget>
    private var surface: ScreenSurface?
    /// Pixels that came, painted as they are until they are copied to the X server.
    private var waitingCopy: ImageSurface?
    /// The size in pixels asked of a conversion under way.
    private var requested: (width: Int, height: Int)?
    private let onReady: @MainActor () -> Void

    /// `onReady` is called when pixels made off the main thread have come.
    init(_ pixbuf: Pixbuf, in widget: UnsafeMutablePointer<GtkWidget>, onReady: @escaping @MainActor () -> Void) {
        self.pixbuf = pixbuf
        self.widget = widget
        self.onReady = onReady
    }

    /// Whether it has pixels to paint.
    var isReady: Bool {
        surface != nil
    }

    /// Whether the pixels it has are held by the X server.
    var isCopiedToScreen: Bool {
        surface?.isOnServer ?? false
    }

    /// Its pixels `width` x `height`, made off the main thread unless it has them or asked.
    func prepare(width: Int, height: Int, scale: Int) {
        guard !has(width: width, height: height), requested.map({ $0 != (width, height) }) ?? true else { return }
        requested = (width, height)
        ImageSurface.make(from: pixbuf, pixelWidth: width, pixelHeight: height, scale: scale) { [weak self] made in
            guard let self, let made, let requested, requested == (made.pixelWidth, made.pixelHeight) else { return }
            self.requested = nil
            surface = ScreenSurface(made)
            waitingCopy = made
            ScreenUploads.shared.add(self)
            onReady()
        }
    }

    /// Paints it into `place` (points) of its widget.
    func paint(_ cairo: OpaquePointer, place: (x: Int, y: Int, width: Int, height: Int)) {
        let scale = Int(gtk_widget_get_scale_factor(widget))
        let wanted = (width: place.width * scale, height: place.height * scale)
        if !has(width: wanted.width, height: wanted.height) {
            // Drawn outside the window's frames (a drag's icon), it cannot wait for a later one.
            if surface == nil, gtk_widget_get_frame_clock(widget) == nil {
                surface = ImageSurface(pixbuf, pixelWidth: wanted.width, pixelHeight: wanted.height, scale: scale)
                    .map(ScreenSurface.init)
            } else {
                prepare(width: wanted.width, height: wanted.height, scale: scale)
            }
        }
        // Drawn before its turn to be copied to the X server, it copies itself.
        if has(width: wanted.width, height: wanted.height) { copyToScreen() }
        guard let surface else {
            paintShade(cairo, place: place)
            return
        }
        let resized = surface.pixelWidth != wanted.width || surface.pixelHeight != wanted.height
        cairo_save(cairo)
        cairo_translate(cairo, Double(place.x), Double(place.y))
        if resized {
            // Pixels of another size until those of this one come: scaled, for a frame or two.
            cairo_scale(cairo, Double(wanted.width) / Double(surface.pixelWidth),
                Double(wanted.height) / Double(surface.pixelHeight))
        }
        cairo_set_source_surface(cairo, surface.pointer, 0, 0)
        if resized { cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_BILINEAR) }
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    /// Copies pixels that came to the X server, if they wait and its widget has a window yet;
    /// says whether it did. Pixels that cannot be copied are painted as they are.
    @discardableResult
    func copyToScreen() -> Bool {
        guard let image = waitingCopy, let window = gtk_widget_get_window(widget) else { return false }
        waitingCopy = nil
        guard let copy = ScreenSurface(copying: image, beside: window) else { return false }
        surface = copy
        return true
    }

    private func has(width: Int, height: Int) -> Bool {
        surface.map { ($0.pixelWidth, $0.pixelHeight) == (width, height) } ?? false
    }

    /// Its place, in the text's colour faintly.
    private func paintShade(_ cairo: OpaquePointer, place: (x: Int, y: Int, width: Int, height: Int)) {
        let context = gtk_widget_get_style_context(widget)
        var color = GdkRGBA()
        gtk_style_context_get_color(context, gtk_style_context_get_state(context), &color)
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, 0.08)
        cairo_rectangle(cairo, Double(place.x), Double(place.y), Double(place.width), Double(place.height))
        cairo_fill(cairo)
    }
}
