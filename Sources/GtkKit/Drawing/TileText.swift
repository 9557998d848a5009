import CGtk

/// The lines of text a ``PictureTile`` draws, in the theme's fonts and colours: the first as a
/// heading, the others dimmed as a dim label is, each cut with an ellipsis where it does not
/// fit. Beside the picture in a list row, or on a dark band over its foot in a grid's tile.
@MainActor
final class TileText {
    /// What each line says; an empty line takes no room.
    private(set) var lines: [String] = []
    private let lineSpacing: Int
    private var layouts: [OpaquePointer] = []
    /// The theme's font for headings and its dim labels' opacity; nil until styled.
    private var style: TileStyle?
    private var headingFont: OpaquePointer? { style?.headingFont }
    private var dimOpacity: Double { style?.dimOpacity ?? 0.55 }

    init(lineSpacing: Int) {
        self.lineSpacing = lineSpacing
    }

    isolated deinit {
        layouts.forEach { g_object_unref(UnsafeMutableRawPointer($0)) }
    }

    /// Says `lines` from now on; false when they are what it said already.
    func setLines(_ lines: [String], in widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        guard lines != self.lines else { return false }
        self.lines = lines
        while layouts.count < lines.count {
            layouts.append(gtk_widget_create_pango_layout(widget, nil))
            configure(layouts[layouts.count - 1], line: layouts.count - 1)
        }
        for (layout, text) in zip(layouts, lines) {
            pango_layout_set_text(layout, text, -1)
        }
        return true
    }

    /// A new theme, font or state: the heading's font and the dim opacity are taken again;
    /// false when they are what they were (a change of state only), and the lines stay laid out.
    func styleChanged(in widget: UnsafeMutablePointer<GtkWidget>) -> Bool {
        let style = TileStyle.of(widget)
        guard style !== self.style else { return false }
        self.style = style
        for (line, layout) in layouts.enumerated() {
            pango_layout_context_changed(layout)
            configure(layout, line: line)
        }
        return true
    }

    /// How tall a heading and two lines are in `widget`'s fonts.
    func threeLineHeight(in widget: UnsafeMutablePointer<GtkWidget>) -> Int {
        let probe = gtk_widget_create_pango_layout(widget, "Ag")!
        defer { g_object_unref(UnsafeMutableRawPointer(probe)) }
        var height: gint = 0
        pango_layout_get_pixel_size(probe, nil, &height)
        let lineHeight = Int(height)
        pango_layout_set_font_description(probe, headingFont)
        pango_layout_get_pixel_size(probe, nil, &height)
        return Int(height) + 2 * (lineHeight + lineSpacing)
    }

    /// The lines shown, centred together in a column `width` wide and `height` high, as a box
    /// of labels would be, in the widget's colour.
    func drawBeside(_ cairo: OpaquePointer, in widget: UnsafeMutablePointer<GtkWidget>, x: Int, width: Int, height: Int,
                    alignment: PangoAlignment)
    {
        let (shown, heights) = shownLines(width: width, alignment: alignment)
        let total = heights.reduce(0, +) + lineSpacing * max(0, shown.count - 1)
        var color = GdkRGBA()
        let context = gtk_widget_get_style_context(widget)
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

    /// The lines in light text on a dark band across the foot of `picture`, `padding` inside
    /// it: legible over any image, in a light or a dark theme.
    func drawCaption(_ cairo: OpaquePointer, over picture: (x: Int, y: Int, width: Int, height: Int), padding: Int) {
        guard picture.width > 2 * padding else { return }
        let (shown, heights) = shownLines(width: picture.width - 2 * padding, alignment: PANGO_ALIGN_LEFT)
        guard !shown.isEmpty else { return }
        let band = heights.reduce(0, +) + lineSpacing * (shown.count - 1) + 2 * padding
        let top = picture.y + max(0, picture.height - band)
        cairo_set_source_rgba(cairo, 0, 0, 0, 0.65)
        cairo_rectangle(cairo, Double(picture.x), Double(top), Double(picture.width), Double(min(band, picture.height)))
        cairo_fill(cairo)
        var y = top + padding
        for (number, layout) in shown.enumerated() {
            cairo_move_to(cairo, Double(picture.x + padding), Double(y))
            cairo_set_source_rgba(cairo, 1, 1, 1, number == 0 ? 1 : 0.85)
            pango_cairo_show_layout(cairo, layout)
            y += heights[number] + lineSpacing
        }
    }

    private func configure(_ layout: OpaquePointer, line: Int) {
        pango_layout_set_font_description(layout, line == 0 ? headingFont : nil)
        pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        pango_layout_set_single_paragraph_mode(layout, 1)
    }

    /// The layouts of the lines that say something, set to `width` and `alignment`, with their heights.
    private func shownLines(width: Int, alignment: PangoAlignment) -> (layouts: [OpaquePointer], heights: [Int]) {
        let shown = zip(layouts, lines).filter { !$0.1.isEmpty }.map(\.0)
        let heights = shown.map { layout in
            pango_layout_set_width(layout, gint(width) * gint(PANGO_SCALE))
            pango_layout_set_alignment(layout, alignment)
            var lineHeight: gint = 0
            pango_layout_get_pixel_size(layout, nil, &lineHeight)
            return Int(lineHeight)
        }
        return (shown, heights)
    }
}
