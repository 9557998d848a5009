import CGtk

/// A picture beside a few lines of text, all drawn by one widget of a fixed size: the content
/// of a list row re-bound as the list scrolls, or a grid's tile. Other text or another picture
/// only repaints it, where labels and an image would each ask the whole list to be laid out
/// again. The picture is a ``TilePicture``, the text a ``TileText``.
@MainActor
public final class PictureTile: Widget, PictureShowing {
    private let pictureWidth: Int
    private let pictureHeight: Int
    private let margin: Int
    private let spacing: Int
    private let picture = TilePicture()
    private let text: TileText
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
        text = TileText(lineSpacing: lineSpacing)
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
        text = TileText(lineSpacing: lineSpacing)
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
        picture.onImageReady = { [weak self] in
            guard let self else { return }
            gtk_widget_queue_draw(widgetPointer)
        }
        connectEvent("draw") { [weak self] cairo in
            guard let self, let cairo else { return false }
            draw(OpaquePointer(cairo))
            return false
        }
        // A new theme, font or state: a symbolic icon is recoloured, and the text's fonts are
        // taken again when they changed (colours are read as it draws).
        connect("style-updated") { [weak self] in self?.styleChanged() }
        // A list row's tile asks for its height now. A grid's tile is sized by its strip, and
        // styled when GTK first works out its style in the window, before it is drawn: styled
        // now, before it has a place there, its style would be worked out twice.
        if !captionOverPicture { styleChanged() }
    }

    // MARK: What it shows

    public func setIcon(_ name: String, pixelSize: Int) {
        picture.showIcon(name, pixelSize: pixelSize)
        gtk_widget_queue_draw(widgetPointer)
    }

    public func setPixbuf(_ pixbuf: Pixbuf) {
        let box = pictureBox
        picture.showImage(pixbuf, in: widgetPointer, boxWidth: box.width, boxHeight: box.height)
        gtk_widget_queue_draw(widgetPointer)
    }

    /// Whether its picture is ready to paint: an image's pixels are made off the main thread.
    var isPictureReady: Bool {
        picture.isReady
    }

    /// The box the picture is drawn in: a grid's tile is given its size before its picture.
    private var pictureBox: (width: Int, height: Int) {
        guard captionOverPicture else { return (pictureWidth, pictureHeight) }
        var width: gint = 0
        var height: gint = 0
        gtk_widget_get_size_request(widgetPointer, &width, &height)
        return (Int(width) - 2 * margin, Int(height) - 2 * margin)
    }

    /// What each line says; an empty line takes no room.
    public var lines: [String] {
        text.lines
    }

    /// The text beside the picture, a line each: the first as a heading.
    public func setLines(_ lines: [String]) {
        if text.setLines(lines, in: widgetPointer) { gtk_widget_queue_draw(widgetPointer) }
    }

    // MARK: Style

    private func styleChanged() {
        if picture.isIcon {
            picture.dropSurface()
            gtk_widget_queue_draw(widgetPointer)
        }
        if text.styleChanged(in: widgetPointer) { requestSize() }
    }

    /// Room for the picture, or for a heading and two lines if the text is taller; a grid's
    /// tile is sized by whoever holds it.
    private func requestSize() {
        guard !captionOverPicture else { return }
        let textHeight = text.threeLineHeight(in: widgetPointer)
        setSizeRequest(width: pictureWidth + spacing + 2 * margin, height: max(pictureHeight, textHeight) + 2 * margin)
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
        picture.draw(cairo, in: widgetPointer, x: pictureX, y: (height - pictureHeight) / 2, boxWidth: pictureWidth,
                     boxHeight: pictureHeight)
        let textWidth = width - 2 * margin - pictureWidth - spacing
        guard textWidth > 0 else { return }
        text.drawBeside(cairo, in: widgetPointer, x: rightToLeft ? margin : margin + pictureWidth + spacing,
            width: textWidth,
                        height: height, alignment: rightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
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
        let drawn = picture.draw(cairo, in: widgetPointer, x: margin, y: margin, boxWidth: box.width,
            boxHeight: box.height)
        let hasFocus = gtk_widget_has_focus(widgetPointer) != 0
        if pointerIsOver || hasFocus {
            text.drawCaption(cairo, over: drawn ?? (margin, margin, box.width, box.height), padding: margin)
        }
        if hasFocus, let context {
            drawFocusRing(cairo, context: context, width: width, height: height)
        }
    }

    /// The keyboard's focus: a solid ring in the margin, in the theme's text colour (inside the
    /// selection's band on a selected tile). The theme's dashed outline took cairo 1 to 6 ms of
    /// a frame to draw into the window; a solid one, a few microseconds.
    private func drawFocusRing(_ cairo: OpaquePointer, context: UnsafeMutablePointer<GtkStyleContext>, width: Int,
        height: Int) {
        var color = GdkRGBA()
        gtk_style_context_get_color(context, gtk_style_context_get_state(context), &color)
        let inset = Double(margin) / 2
        cairo_set_source_rgba(cairo, color.red, color.green, color.blue, 0.7)
        cairo_set_line_width(cairo, inset)
        cairo_rectangle(cairo, inset, inset, Double(width) - 2 * inset, Double(height) - 2 * inset)
        cairo_stroke(cairo)
    }
}
