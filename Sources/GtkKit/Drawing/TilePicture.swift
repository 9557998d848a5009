import CGtk

/// What a ``PictureTile`` paints as its picture, a decoded image or a theme icon, and the cairo
/// surface made of it on its first draw. Painting the same surface again lets cairo reuse the
/// copy it made on the X server.
@MainActor
final class TilePicture {
    private enum Content {
        case none
        case image(Pixbuf)
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
    private var surface: Surface?

    isolated deinit {
        if let surface { cairo_surface_destroy(surface.pointer) }
    }

    var isIcon: Bool {
        if case .icon = content { true } else { false }
    }

    func showImage(_ pixbuf: Pixbuf) {
        content = .image(pixbuf)
        dropSurface()
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
        if surface == nil { surface = makeSurface(for: widget) }
        guard let surface, surface.width > 0, surface.height > 0, boxWidth > 0, boxHeight > 0 else { return nil }
        let fit = min(1, Double(boxWidth) / surface.width, Double(boxHeight) / surface.height)
        let left = (Double(x) + (Double(boxWidth) - surface.width * fit) / 2).rounded(.down)
        let top = (Double(y) + (Double(boxHeight) - surface.height * fit) / 2).rounded(.down)
        cairo_save(cairo)
        // Whole pixels: a picture drawn at its own size stays sharp.
        cairo_translate(cairo, left, top)
        cairo_scale(cairo, fit, fit)
        cairo_set_source_surface(cairo, surface.pointer, 0, 0)
        // A justified grid's lines are smaller than the previews made for its tallest: bilinear
        // sampling shows them nearly as well as cairo's default, which convolves every frame.
        if fit < 1 { cairo_pattern_set_filter(cairo_get_source(cairo), CAIRO_FILTER_BILINEAR) }
        cairo_paint(cairo)
        cairo_restore(cairo)
        return (Int(left), Int(top), Int((surface.width * fit).rounded()), Int((surface.height * fit).rounded()))
    }

    private func makeSurface(for widget: UnsafeMutablePointer<GtkWidget>) -> Surface? {
        switch content {
        case .none:
            return nil
        case .image(let pixbuf):
            return surface(of: pixbuf.pixbufPointer, scale: 1, for: widget)
        case .icon(let name, let pixelSize):
            // Icons come in the screen's pixels per point; images are shown pixel for pixel.
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
