import CGtk

/// A picture with a crop frame over it: the outside dimmed, the thirds ruled, a handle at
/// each corner. Dragging inside the frame moves it and dragging a corner resizes it; the
/// canvas only reports the drags, in fractions of the picture, and draws the frame it is given.
@MainActor
public final class CropCanvas: Widget {
    public enum Drag: Sendable, Equatable {
        case move
        case corner(left: Bool, top: Bool)
    }

    /// A frame in fractions of the picture (0 to 1).
    public struct Frame: Sendable, Equatable {
        public let x, y, width, height: Double

        public init(x: Double, y: Double, width: Double, height: Double) {
            (self.x, self.y, self.width, self.height) = (x, y, width, height)
        }
    }

    private static let margin = 16.0
    private static let handleReach = 14.0
    private let picture = CanvasPicture()
    private var frame: Frame?
    private var drag: (kind: Drag, x: Double, y: Double)?
    private var onDrag: (@MainActor (Drag, Double, Double) -> Void)?

    public init() {
        super.init(UnsafeMutableRawPointer(gtk_drawing_area_new()), ownership: .sinkFloating)
        gtk_widget_set_can_focus(widgetPointer, 1)
        gtk_widget_add_events(widgetPointer, gint(GDK_BUTTON_PRESS_MASK.rawValue | GDK_BUTTON_RELEASE_MASK.rawValue
            | GDK_BUTTON1_MOTION_MASK.rawValue))
        connectEvent("draw") { [weak self] cairo in
            guard let self, let cairo else { return false }
            draw(OpaquePointer(cairo))
            return true
        }
        connectEvent("button-press-event") { [weak self] event in
            guard let self, let event else { return false }
            let press = UnsafeMutablePointer<GdkEventButton>(OpaquePointer(event)).pointee
            guard press.type == GDK_BUTTON_PRESS, press.button == 1 else { return false }
            gtk_widget_grab_focus(widgetPointer)
            drag = dragKind(at: press.x, press.y).map { ($0, press.x, press.y) }
            return drag != nil
        }
        connectEvent("motion-notify-event") { [weak self] event in
            guard let self, let event, let drag, let picture = pictureRect else { return false }
            let motion = UnsafeMutablePointer<GdkEventMotion>(OpaquePointer(event)).pointee
            self.drag = (drag.kind, motion.x, motion.y)
            onDrag?(drag.kind, (motion.x - drag.x) / picture.width, (motion.y - drag.y) / picture.height)
            return true
        }
        connectEvent("button-release-event") { [weak self] _ in
            self?.drag = nil
            return false
        }
    }

    public func show(_ pixbuf: Pixbuf?) {
        picture.show(pixbuf)
        gtk_widget_queue_draw(widgetPointer)
    }

    public func show(frame: Frame?) {
        self.frame = frame
        gtk_widget_queue_draw(widgetPointer)
    }

    public func onDrag(_ handler: @escaping @MainActor (Drag, _ x: Double, _ y: Double) -> Void) {
        onDrag = handler
    }

    /// Where the picture is drawn: as large as fits inside the margin, centred.
    private var pictureRect: (x: Double, y: Double, width: Double, height: Double)? {
        guard let pixbuf = picture.pixbuf, pixbuf.width > 0, pixbuf.height > 0 else { return nil }
        let width = Double(gtk_widget_get_allocated_width(widgetPointer)) - 2 * Self.margin
        let height = Double(gtk_widget_get_allocated_height(widgetPointer)) - 2 * Self.margin
        let scale = max(0, min(width / Double(pixbuf.width), height / Double(pixbuf.height)))
        let (drawnWidth, drawnHeight) = (Double(pixbuf.width) * scale, Double(pixbuf.height) * scale)
        return (Self.margin + (width - drawnWidth) / 2, Self.margin + (height - drawnHeight) / 2, drawnWidth,
            drawnHeight)
    }

    private var frameRect: (x: Double, y: Double, width: Double, height: Double)? {
        guard let picture = pictureRect, let frame else { return nil }
        return (picture.x + frame.x * picture.width, picture.y + frame.y * picture.height,
            frame.width * picture.width, frame.height * picture.height)
    }

    private func dragKind(at x: Double, _ y: Double) -> Drag? {
        guard let rect = frameRect else { return nil }
        for left in [true, false] {
            for top in [true, false] {
                let cornerX = left ? rect.x : rect.x + rect.width
                let cornerY = top ? rect.y : rect.y + rect.height
                if abs(x - cornerX) <= Self.handleReach, abs(y - cornerY) <= Self.handleReach {
                    return .corner(left: left, top: top)
                }
            }
        }
        let inside = x >= rect.x && x <= rect.x + rect.width && y >= rect.y && y <= rect.y + rect.height
        return inside ? .move : nil
    }

    private func draw(_ cairo: OpaquePointer) {
        cairo_set_source_rgb(cairo, 0.12, 0.12, 0.13)
        cairo_paint(cairo)
        guard let drawn = pictureRect else { return }
        picture.paint(cairo, in: drawn, of: widgetPointer)
        guard let rect = frameRect else { return }
        // The part left out, dimmed: the picture's rectangle less the frame's.
        cairo_set_fill_rule(cairo, CAIRO_FILL_RULE_EVEN_ODD)
        cairo_rectangle(cairo, drawn.x, drawn.y, drawn.width, drawn.height)
        cairo_rectangle(cairo, rect.x, rect.y, rect.width, rect.height)
        cairo_set_source_rgba(cairo, 0, 0, 0, 0.6)
        cairo_fill(cairo)
        cairo_set_source_rgba(cairo, 1, 1, 1, 0.45)
        cairo_set_line_width(cairo, 1)
        for third in [1.0 / 3, 2.0 / 3] {
            cairo_move_to(cairo, rect.x + rect.width * third, rect.y)
            cairo_line_to(cairo, rect.x + rect.width * third, rect.y + rect.height)
            cairo_move_to(cairo, rect.x, rect.y + rect.height * third)
            cairo_line_to(cairo, rect.x + rect.width, rect.y + rect.height * third)
        }
        cairo_stroke(cairo)
        // The frame in the focus colour while the keys move it.
        let focused = gtk_widget_has_focus(widgetPointer) != 0
        if focused { cairo_set_source_rgb(cairo, 0.21, 0.52, 0.89) } else { cairo_set_source_rgb(cairo, 1, 1, 1) }
        cairo_set_line_width(cairo, 2)
        cairo_rectangle(cairo, rect.x, rect.y, rect.width, rect.height)
        cairo_stroke(cairo)
        let handle = 10.0
        for (x, y) in [(rect.x, rect.y), (rect.x + rect.width, rect.y), (rect.x, rect.y + rect.height),
            (rect.x + rect.width, rect.y + rect.height)] {
            cairo_rectangle(cairo, x - handle / 2, y - handle / 2, handle, handle)
        }
        cairo_fill(cairo)
    }
}
