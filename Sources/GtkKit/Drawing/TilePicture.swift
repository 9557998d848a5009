import CGtk

/// What a ``PictureTile`` paints as its picture, a decoded image (a ``TileImage``) or a theme
/// icon, and the cairo surface made of the icon on its first draw. Painting the same surface
/// again lets cairo reuse the copy it made on the X server.
@MainActor
final class TilePicture {
    private enum Content {
        case none
        case image(TileImage)
        case icon(name: String, pixelSize: Int)
    }

    /// A surface ready to paint and its size in points.
    private typealias Surface = (pointer: OpaquePointer, width: Double, height: Double)

    /// The theme's icons, looked up once for every tile and held so that the theme keeps them
    /// cached, with the recoloured symbolic pixbufs it keeps per colour.
    private static var icons: [String: Object] = [:]
    /// Each icon ready to paint, per size and colour, shared by every tile that shows it: a new
    /// search's rows all show the placeholder, and cairo copies one surface to the X server once.
    private static var iconSurfaces: [String: Surface] = [:]

    private var content = Content.none
    /// An icon's surface.
    private var surface: Surface?
    /// Called when an image's pixels, made off the main thread, are ready to paint.
    var onImageReady: (@MainActor () -> Void)?

    isolated deinit {
        if let surface { cairo_surface_destroy(surface.pointer) }
    }

    var isIcon: Bool {
        if case .icon = content { true } else { false }
    }

    /// Shows `pixbuf` in `widget`, to be drawn in a box of `boxWidth` x `boxHeight` points:
    /// its pixels are asked for at once, at that size.
    func showImage(_ pixbuf: Pixbuf, in widget: UnsafeMutablePointer<GtkWidget>, boxWidth: Int, boxHeight: Int) {
        let scale = Int(gtk_widget_get_scale_factor(widget))
        let image = TileImage(pixbuf, in: widget) { [weak self] in self?.onImageReady?() }
        content = .image(image)
        dropSurface()
        guard let place = Self.place(width: Double(pixbuf.width), height: Double(pixbuf.height), x: 0, y: 0,
            boxWidth: boxWidth, boxHeight: boxHeight) else { return }
        image.prepare(width: place.width * scale, height: place.height * scale, scale: scale)
    }

    /// Whether what it shows is ready to paint: an image's pixels are made off the main thread.
    var isReady: Bool {
        if case .image(let image) = content { image.isReady } else { true }
    }

    func showIcon(_ name: String, pixelSize: Int) {
        content = .icon(name: name, pixelSize: pixelSize)
        dropSurface()
    }

    /// Made again on the next draw (a symbolic icon takes the theme's new colour).
    func dropSurface() {
        if let surface { cairo_surface_destroy(surface.pointer) }
        surface = nil
    }

    /// Draws the picture centred in the box, scaled down to fit it, for `widget`; says where it went.
    @discardableResult
    func draw(_ cairo: OpaquePointer, in widget: UnsafeMutablePointer<GtkWidget>, x: Int, y: Int, boxWidth: Int,
        boxHeight: Int)
        -> (x: Int, y: Int, width: Int, height: Int)?
    {
        if case .image(let image) = content {
            guard let place = Self.place(width: Double(image.pixbuf.width), height: Double(image.pixbuf.height), x: x,
                y: y, boxWidth: boxWidth, boxHeight: boxHeight) else { return nil }
            image.paint(cairo, place: place)
            return place
        }
        if surface == nil { surface = makeSurface(for: widget) }
        guard let surface, let place = Self.place(width: surface.width, height: surface.height, x: x, y: y,
            boxWidth: boxWidth, boxHeight: boxHeight) else { return nil }
        cairo_save(cairo)
        cairo_translate(cairo, Double(place.x), Double(place.y))
        cairo_scale(cairo, Double(place.width) / surface.width, Double(place.height) / surface.height)
        cairo_set_source_surface(cairo, surface.pointer, 0, 0)
        cairo_paint(cairo)
        cairo_restore(cairo)
        return place
    }

    /// Where a picture of `width` x `height` points goes in the box: centred, scaled down to fit
    /// it, on whole points so that a picture drawn at its own size stays sharp.
    private static func place(width: Double, height: Double, x: Int, y: Int, boxWidth: Int,
        boxHeight: Int) -> (x: Int, y: Int, width: Int, height: Int)? {
        guard width > 0, height > 0, boxWidth > 0, boxHeight > 0 else { return nil }
        let fit = min(1, Double(boxWidth) / width, Double(boxHeight) / height)
        let shown = (width: max(1, (width * fit).rounded()), height: max(1, (height * fit).rounded()))
        let left = (Double(x) + (Double(boxWidth) - shown.width) / 2).rounded(.down)
        let top = (Double(y) + (Double(boxHeight) - shown.height) / 2).rounded(.down)
        return (Int(left), Int(top), Int(shown.width), Int(shown.height))
    }

    private func makeSurface(for widget: UnsafeMutablePointer<GtkWidget>) -> Surface? {
        switch content {
        case .none, .image:
            return nil
        case .icon(let name, let pixelSize):
            // Icons come in the screen's pixels per point.
            let scale = gtk_widget_get_scale_factor(widget)
            let context = gtk_widget_get_style_context(widget)
            var color = GdkRGBA()
            gtk_style_context_get_color(context, gtk_style_context_get_state(context), &color)
            let key = "\(name) \(pixelSize) \(scale) \(color.red) \(color.green) \(color.blue) \(color.alpha)"
            if let shared = Self.iconSurfaces[key] {
                return (cairo_surface_reference(shared.pointer), shared.width, shared.height)
            }
            guard let info = Self.icon(name, pixelSize: pixelSize, scale: Int(scale)),
                  let pixbuf = gtk_icon_info_load_symbolic_for_context(OpaquePointer(info.objectPointer), context, nil,
                      nil)
            else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
            guard let made = surface(of: pixbuf, scale: scale, for: widget) else { return nil }
            // The cache keeps this first reference; this picture gets one of its own.
            Self.iconSurfaces[key] = made
            return (cairo_surface_reference(made.pointer), made.width, made.height)
        }
    }

    private func surface(of pixbuf: OpaquePointer, scale: gint,
        for widget: UnsafeMutablePointer<GtkWidget>) -> Surface? {
        guard let surface = gdk_cairo_surface_create_from_pixbuf(pixbuf, scale, gtk_widget_get_window(widget))
        else { return nil }
        return (surface, Double(gdk_pixbuf_get_width(pixbuf)) / Double(scale),
            Double(gdk_pixbuf_get_height(pixbuf)) / Double(scale))
    }

    private static func icon(_ name: String, pixelSize: Int, scale: Int) -> Object? {
        let key = "\(name) \(pixelSize) \(scale)"
        if let icon = icons[key] { return icon }
        guard let info = gtk_icon_theme_lookup_icon_for_scale(
            gtk_icon_theme_get_default(), name, gint(pixelSize), gint(scale),
            GtkIconLookupFlags(GTK_ICON_LOOKUP_USE_BUILTIN.rawValue | GTK_ICON_LOOKUP_FORCE_SIZE.rawValue))
        else { return nil }
        let icon = Object(UnsafeMutableRawPointer(info), ownership: .takeFull)
        icons[key] = icon
        return icon
    }
}
