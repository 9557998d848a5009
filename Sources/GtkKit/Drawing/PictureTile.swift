import CGtk

/// A picture beside a few lines of text, all drawn by one widget of a fixed size: the content
/// of a list row re-bound as the list scrolls. Other text or another picture only repaints it,
/// where labels and an image would each ask the whole list to be laid out again. The text
/// takes the theme's fonts and colours: the first line as a heading, the others dimmed as a
/// dim label is; each line is cut with an ellipsis where it does not fit.
@MainActor
public final class PictureTile: Widget, PictureShowing {
    private enum Picture {
        case none
        case image(Pixbuf)
        case icon(name: String, pixelSize: Int)
    }

    /// The theme's icons, looked up once for every tile and held so that the theme keeps them
    /// cached, with the recoloured symbolic pixbufs it keeps per colour.
    private static var icons: [String: Object] = [:]
    /// Each icon ready to paint, per size and colour, shared by every tile that shows it: a new
    /// search's rows all show the placeholder, and cairo copies one surface to the X server once.
    private static var iconSurfaces: [String: Surface] = [:]

    private let pictureWidth: Int
    private let pictureHeight: Int
    private let margin: Int
    private let spacing: Int
    private let lineSpacing: Int
    private var picture = Picture.none
    private typealias Surface = (pointer: OpaquePointer, width: Double, height: Double)
    /// The picture ready to paint, made on its first draw, and its size in points. Painting the
    /// same surface again lets cairo reuse the copy it made on the X server.
    private var surface: Surface?
    /// What each line says; an empty line takes no room.
    public private(set) var lines: [String] = []
    private var layouts: [OpaquePointer] = []
    /// The theme's font for headings (nil until styled) and its dim labels' opacity.
    private var headingFont: OpaquePointer?
    private var dimOpacity = 0.55
    /// A grid's tile: the picture fills the widget and the lines show over its foot.
    private let captionOverPicture: Bool
    private var pointerIsOver = false
    /// Shown as selected, in the theme's selection colour.
    public var isSelected = false {
        didSet {
            guard isSelected != oldValue else { return }
            if isSelected {
                gtk_widget_set_state_flags(widgetPointer, GTK_STATE_FLAG_SELECTED, 0)
            } else {
                gtk_widget_unset_state_flags(widgetPointer, GTK_STATE_FLAG_SELECTED)
            }
            gtk_widget_queue_draw(widgetPointer)
        }
    }

    /// - Parameters:
    ///   - pictureWidth, pictureHeight: the box the picture is centred in (a larger one is scaled down).
    ///   - margin: around the picture and the text; `spacing` between them; `lineSpacing` between lines.
    public init(pictureWidth: Int, pictureHeight: Int, margin: Int, spacing: Int, lineSpacing: Int) {
        self.pictureWidth = pictureWidth
        self.pictureHeight = pictureHeight
        self.margin = margin
        self.spacing = spacing
        self.lineSpacing = lineSpacing
        captionOverPicture = false
        super.init(UnsafeMutableRawPointer(gtk_drawing_area_new()), ownership: .sinkFloating)
        connectSignals()
    }

    /// A grid's tile, sized by whoever holds it: the picture as large as fits within `margin`,
    /// keeping its shape, and the lines over its foot while the pointer is over the tile or it
    /// has the keyboard focus. It can take the focus, and shows whether it is selected.
    public init(captionOverPictureWithMargin margin: Int, lineSpacing: Int) {
        pictureWidth = 0
        pictureHeight = 0
        self.margin = margin
        spacing = 0
        self.lineSpacing = lineSpacing
        captionOverPicture = true
        super.init(UnsafeMutableRawPointer(gtk_drawing_area_new()), ownership: .sinkFloating)
        gtk_widget_set_can_focus(widgetPointer, 1)
        gtk_widget_add_events(widgetPointer, gint(GDK_ENTER_NOTIFY_MASK.rawValue | GDK_LEAVE_NOTIFY_MASK.rawValue))
        connectEvent("enter-notify-event") { [weak self] _ in
            self?.pointerMoved(over: true)
            return false
        }
        connectEvent("leave-notify-event") { [weak self] _ in
            self?.pointerMoved(over: false)
            return false
        }
        connectSignals()
    }

    private func pointerMoved(over: Bool) {
        pointerIsOver = over
        gtk_widget_queue_draw(widgetPointer)
    }

    private func connectSignals() {
        connectEvent("draw") { [weak self] cairo in
            guard let self, let cairo else { return false }
            draw(OpaquePointer(cairo))
            return false
        }
        // A new theme, font or selection: fonts and colours are read again, and a symbolic
        // icon is recoloured.
        connect("style-updated") { [weak self] in self?.styleChanged() }
        styleChanged()
    }

    isolated deinit {
        if let surface { cairo_surface_destroy(surface.pointer) }
        if let headingFont { pango_font_description_free(headingFont) }
        layouts.forEach { g_object_unref(UnsafeMutableRawPointer($0)) }
    }

    // MARK: What it shows

    public func setIcon(_ name: String, pixelSize: Int) {
        show(.icon(name: name, pixelSize: pixelSize))
    }

    public func setPixbuf(_ pixbuf: Pixbuf) {
        show(.image(pixbuf))
    }

    /// The text beside the picture, a line each: the first as a heading.
    public func setLines(_ lines: [String]) {
        guard lines != self.lines else { return }
        self.lines = lines
        while layouts.count < lines.count {
            layouts.append(gtk_widget_create_pango_layout(widgetPointer, nil))
            configure(layouts[layouts.count - 1], line: layouts.count - 1)
        }
        for (layout, text) in zip(layouts, lines) {
            pango_layout_set_text(layout, text, -1)
        }
        gtk_widget_queue_draw(widgetPointer)
    }

    private func show(_ picture: Picture) {
        self.picture = picture
        dropSurface()
    }

    private func dropSurface() {
        if let surface { cairo_surface_destroy(surface.pointer) }
        surface = nil
        gtk_widget_queue_draw(widgetPointer)
    }

    // MARK: Style

    private func styleChanged() {
        let context = gtk_widget_get_style_context(widgetPointer)
        let state = gtk_style_context_get_state(context)
        gtk_style_context_save(context)
        gtk_style_context_add_class(context, "heading")
        var font = GValue()
        gtk_style_context_get_property(context, "font", state, &font)
        if let headingFont { pango_font_description_free(headingFont) }
        headingFont = g_value_get_boxed(&font).map { pango_font_description_copy(OpaquePointer($0)) }
        g_value_unset(&font)
        gtk_style_context_remove_class(context, "heading")
        gtk_style_context_add_class(context, "dim-label")
        var opacity = GValue()
        gtk_style_context_get_property(context, "opacity", state, &opacity)
        dimOpacity = g_value_get_double(&opacity)
        g_value_unset(&opacity)
        gtk_style_context_restore(context)
        for (line, layout) in layouts.enumerated() {
            pango_layout_context_changed(layout)
            configure(layout, line: line)
        }
        if case .icon = picture { dropSurface() }
        requestSize()
    }

    private func configure(_ layout: OpaquePointer, line: Int) {
        pango_layout_set_font_description(layout, line == 0 ? headingFont : nil)
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        pango_layout_set_single_paragraph_mode(layout, 1)
    }

    /// Room for the picture, or for a heading and two lines if the text is taller; a grid's
    /// tile is sized by whoever holds it.
    private func requestSize() {
        guard !captionOverPicture else { return }
        let probe = gtk_widget_create_pango_layout(widgetPointer, "Ag")!
        defer { g_object_unref(UnsafeMutableRawPointer(probe)) }
        var height: gint = 0
        pango_layout_get_pixel_size(probe, nil, &height)
        let lineHeight = Int(height)
        pango_layout_set_font_description(probe, headingFont)
        pango_layout_get_pixel_size(probe, nil, &height)
        let text = Int(height) + 2 * (lineHeight + lineSpacing)
        setSizeRequest(width: pictureWidth + spacing + 2 * margin, height: max(pictureHeight, text) + 2 * margin)
    }

    // MARK: Drawing

    private func draw(_ cairo: OpaquePointer) {
        let width = Int(gtk_widget_get_allocated_width(widgetPointer))
        let height = Int(gtk_widget_get_allocated_height(widgetPointer))
        if captionOverPicture {
            drawTile(cairo, width: width, height: height)
            return
        }
        let rightToLeft = gtk_widget_get_direction(widgetPointer) == GTK_TEXT_DIR_RTL
        let pictureX = rightToLeft ? width - margin - pictureWidth : margin
        drawPicture(cairo, x: pictureX, y: (height - pictureHeight) / 2)
        let textWidth = width - 2 * margin - pictureWidth - spacing
        guard textWidth > 0 else { return }
        drawLines(cairo, x: rightToLeft ? margin : margin + pictureWidth + spacing, width: textWidth, height: height,
                  alignment: rightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
    }

    /// The lines shown, centred together beside the picture as a box of labels would be.
    private func drawLines(_ cairo: OpaquePointer, x: Int, width: Int, height: Int, alignment: PangoAlignment) {
        let shown = zip(layouts, lines).filter { !$0.1.isEmpty }.map(\.0)
        var heights: [Int] = []
        for layout in shown {
            pango_layout_set_width(layout, gint(width) * gint(PANGO_SCALE))
            pango_layout_set_alignment(layout, alignment)
            var lineHeight: gint = 0
            pango_layout_get_pixel_size(layout, nil, &lineHeight)
            heights.append(Int(lineHeight))
        }
        let total = heights.reduce(0, +) + lineSpacing * max(0, shown.count - 1)
        var color = GdkRGBA()
        let context = gtk_widget_get_style_context(widgetPointer)
        gtk_style_context_get_color(context, gtk_style_context_get_state(context), &color)
        var y = (height - total) / 2
        for (number, layout) in shown.enumerated() {
            cairo_move_to(cairo, Double(x), Double(y))
            let dimmed = layout != layouts[0]
            cairo_set_source_rgba(cairo, color.red, color.green, color.blue, color.alpha * (dimmed ? dimOpacity : 1))
            pango_cairo_show_layout(cairo, layout)
            y += heights[number] + lineSpacing
        }
    }

    /// A grid's tile: the selection behind, the picture, the caption over its foot while
    /// pointed at or focused, and the focus ring, all in the theme's colours.
    private func drawTile(_ cairo: OpaquePointer, width: Int, height: Int) {
        let context = gtk_widget_get_style_context(widgetPointer)
        if isSelected {
            var selection = GdkRGBA()
            if gtk_style_context_lookup_color(context, "theme_selected_bg_color", &selection) != 0 {
                cairo_set_source_rgba(cairo, selection.red, selection.green, selection.blue, selection.alpha)
                cairo_rectangle(cairo, 0, 0, Double(width), Double(height))
                cairo_fill(cairo)
            }
        }
        let box = (width: width - 2 * margin, height: height - 2 * margin)
        let drawn = drawPicture(cairo, x: margin, y: margin, boxWidth: box.width, boxHeight: box.height)
        let hasFocus = gtk_widget_has_focus(widgetPointer) != 0
        if pointerIsOver || hasFocus {
            drawCaption(cairo, under: drawn ?? (margin, margin, box.width, box.height))
        }
        if hasFocus {
            gtk_render_focus(context, cairo, 1, 1, Double(width - 2), Double(height - 2))
        }
    }

    /// The lines in light text on a dark band across the foot of the picture: legible over
    /// any image, in a light or a dark theme.
    private func drawCaption(_ cairo: OpaquePointer, under picture: (x: Int, y: Int, width: Int, height: Int)) {
        let shown = zip(layouts, lines).filter { !$0.1.isEmpty }.map(\.0)
        guard !shown.isEmpty, picture.width > 2 * margin else { return }
        var heights: [Int] = []
        for layout in shown {
            pango_layout_set_width(layout, gint(picture.width - 2 * margin) * gint(PANGO_SCALE))
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
            var lineHeight: gint = 0
            pango_layout_get_pixel_size(layout, nil, &lineHeight)
            heights.append(Int(lineHeight))
        }
        let band = heights.reduce(0, +) + lineSpacing * (shown.count - 1) + 2 * margin
        let top = picture.y + max(0, picture.height - band)
        cairo_set_source_rgba(cairo, 0, 0, 0, 0.65)
        cairo_rectangle(cairo, Double(picture.x), Double(top), Double(picture.width), Double(min(band, picture.height)))
        cairo_fill(cairo)
        var y = top + margin
        for (number, layout) in shown.enumerated() {
            cairo_move_to(cairo, Double(picture.x + margin), Double(y))
            cairo_set_source_rgba(cairo, 1, 1, 1, number == 0 ? 1 : 0.85)
            pango_cairo_show_layout(cairo, layout)
            y += heights[number] + lineSpacing
        }
    }

    @discardableResult
    private func drawPicture(_ cairo: OpaquePointer, x: Int, y: Int) -> (x: Int, y: Int, width: Int, height: Int)? {
        drawPicture(cairo, x: x, y: y, boxWidth: pictureWidth, boxHeight: pictureHeight)
    }

    /// Draws the picture centred in the box, scaled down to fit it; says where it went.
    private func drawPicture(_ cairo: OpaquePointer, x: Int, y: Int, boxWidth: Int, boxHeight: Int)
        -> (x: Int, y: Int, width: Int, height: Int)?
    {
        if surface == nil { surface = makeSurface() }
        guard let surface, surface.width > 0, surface.height > 0, boxWidth > 0, boxHeight > 0 else { return nil }
        let fit = min(1, Double(boxWidth) / surface.width, Double(boxHeight) / surface.height)
        let left = (Double(x) + (Double(boxWidth) - surface.width * fit) / 2).rounded(.down)
        let top = (Double(y) + (Double(boxHeight) - surface.height * fit) / 2).rounded(.down)
        cairo_save(cairo)
        // Whole pixels: a picture drawn at its own size stays sharp.
        cairo_translate(cairo, left, top)
        cairo_scale(cairo, fit, fit)
        cairo_set_source_surface(cairo, surface.pointer, 0, 0)
        cairo_paint(cairo)
        cairo_restore(cairo)
        return (Int(left), Int(top), Int((surface.width * fit).rounded()), Int((surface.height * fit).rounded()))
    }

    private func makeSurface() -> Surface? {
        switch picture {
        case .none:
            return nil
        case .image(let pixbuf):
            return surface(of: pixbuf.pixbufPointer, scale: 1)
        case .icon(let name, let pixelSize):
            // Icons come in the screen's pixels per point; images are shown pixel for pixel.
            let scale = gtk_widget_get_scale_factor(widgetPointer)
            let context = gtk_widget_get_style_context(widgetPointer)
            var color = GdkRGBA()
            gtk_style_context_get_color(context, gtk_style_context_get_state(context), &color)
            let key = "\(name) \(pixelSize) \(scale) \(color.red) \(color.green) \(color.blue) \(color.alpha)"
            if let shared = Self.iconSurfaces[key] {
                return (cairo_surface_reference(shared.pointer), shared.width, shared.height)
            }
            guard let info = Self.icon(name, pixelSize: pixelSize, scale: Int(scale)),
                  let pixbuf = gtk_icon_info_load_symbolic_for_context(OpaquePointer(info.objectPointer), context, nil, nil)
            else { return nil }
            defer { g_object_unref(UnsafeMutableRawPointer(pixbuf)) }
            guard let made = surface(of: pixbuf, scale: scale) else { return nil }
            // The cache keeps this first reference; the tile gets one of its own.
            Self.iconSurfaces[key] = made
            return (cairo_surface_reference(made.pointer), made.width, made.height)
        }
    }

    private func surface(of pixbuf: OpaquePointer, scale: gint) -> Surface? {
        guard let surface = gdk_cairo_surface_create_from_pixbuf(pixbuf, scale, gtk_widget_get_window(widgetPointer))
        else { return nil }
        return (surface, Double(gdk_pixbuf_get_width(pixbuf)) / Double(scale), Double(gdk_pixbuf_get_height(pixbuf)) / Double(scale))
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
