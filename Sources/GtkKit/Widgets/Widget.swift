import CGtk

/// A GtkWidget. Wrappers only own a reference; a parent container owns the widget's place.
@MainActor
open class Widget: Object {
    public var widgetPointer: UnsafeMutablePointer<GtkWidget> {
        pointer(as: GtkWidget.self)
    }

    public func show() {
        gtk_widget_show(widgetPointer)
    }

    public func showAll() {
        gtk_widget_show_all(widgetPointer)
    }

    /// Shows the widget's insides now, hides it, and keeps a window's ``showAll()`` from
    /// showing it: for parts hidden until they have something to say, which then cost nothing
    /// when the window first shows.
    public func hideUntilShown() {
        gtk_widget_show_all(widgetPointer)
        gtk_widget_hide(widgetPointer)
        gtk_widget_set_no_show_all(widgetPointer, 1)
    }

    public func hide() {
        gtk_widget_hide(widgetPointer)
    }

    public var isVisible: Bool {
        get { gtk_widget_get_visible(widgetPointer) != 0 }
        set { gtk_widget_set_visible(widgetPointer, newValue ? 1 : 0) }
    }

    /// Visible, and inside a visible parent all the way up: on screen.
    public var isDrawn: Bool {
        gtk_widget_is_drawable(widgetPointer) != 0
    }

    public var isSensitive: Bool {
        get { gtk_widget_get_sensitive(widgetPointer) != 0 }
        set { gtk_widget_set_sensitive(widgetPointer, newValue ? 1 : 0) }
    }

    /// Whether the widget itself takes the keyboard focus (else only its children may).
    public var canFocus: Bool {
        get { gtk_widget_get_can_focus(widgetPointer) != 0 }
        set { gtk_widget_set_can_focus(widgetPointer, newValue ? 1 : 0) }
    }

    /// Whether the keyboard focus is on the widget or inside it.
    public var containsFocus: Bool {
        guard let toplevel = gtk_widget_get_toplevel(widgetPointer), gtk_widget_is_toplevel(toplevel) != 0,
              let focus = gtk_window_get_focus(UnsafeMutablePointer<GtkWindow>(OpaquePointer(toplevel)))
        else { return false }
        return focus == widgetPointer || gtk_widget_is_ancestor(focus, widgetPointer) != 0
    }

    public func grabFocus() {
        gtk_widget_grab_focus(widgetPointer)
    }

    public var hasFocus: Bool {
        gtk_widget_has_focus(widgetPointer) != 0
    }

    /// Setting it asks GTK to query tooltips again, which asks the X server where the pointer
    /// is: a row re-bound as the list scrolls would wait on that every frame. So an unchanged
    /// tooltip is not set again.
    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widgetPointer).map { takeString($0) } }
        set {
            guard newValue != tooltip else { return }
            gtk_widget_set_tooltip_text(widgetPointer, newValue)
        }
    }

    /// The name screen readers announce (ATK), also what end-to-end tests look widgets up by.
    public var accessibleName: String {
        get { atk_object_get_name(gtk_widget_get_accessible(widgetPointer)).map { String(cString: $0) } ?? "" }
        set { atk_object_set_name(gtk_widget_get_accessible(widgetPointer), newValue) }
    }

    /// What a screen reader says after the name ("3 of 50").
    public var accessibleDescription: String {
        get { atk_object_get_description(gtk_widget_get_accessible(widgetPointer)).map { String(cString: $0) } ?? "" }
        set { atk_object_set_description(gtk_widget_get_accessible(widgetPointer), newValue) }
    }

    public func setSizeRequest(width: Int, height: Int) {
        gtk_widget_set_size_request(widgetPointer, gint(width), gint(height))
    }

    public func setExpand(horizontal: Bool, vertical: Bool) {
        gtk_widget_set_hexpand(widgetPointer, horizontal ? 1 : 0)
        gtk_widget_set_vexpand(widgetPointer, vertical ? 1 : 0)
    }

    public func setMargins(_ margin: Int) {
        gtk_widget_set_margin_top(widgetPointer, gint(margin))
        gtk_widget_set_margin_bottom(widgetPointer, gint(margin))
        gtk_widget_set_margin_start(widgetPointer, gint(margin))
        gtk_widget_set_margin_end(widgetPointer, gint(margin))
    }

    public func setMarginTop(_ margin: Int) {
        gtk_widget_set_margin_top(widgetPointer, gint(margin))
    }

    public func setMarginBottom(_ margin: Int) {
        gtk_widget_set_margin_bottom(widgetPointer, gint(margin))
    }

    public func setMarginEnd(_ margin: Int) {
        gtk_widget_set_margin_end(widgetPointer, gint(margin))
    }

    public func setAlignment(horizontal: Align, vertical: Align) {
        gtk_widget_set_halign(widgetPointer, horizontal.gtkAlign)
        gtk_widget_set_valign(widgetPointer, vertical.gtkAlign)
    }

    public func addStyleClass(_ name: String) {
        gtk_style_context_add_class(gtk_widget_get_style_context(widgetPointer), name)
    }

    public func removeStyleClass(_ name: String) {
        gtk_style_context_remove_class(gtk_widget_get_style_context(widgetPointer), name)
    }

    /// Asks GTK to measure and place the widget again in the next frame.
    public func queueResize() {
        gtk_widget_queue_resize(widgetPointer)
    }

    /// The widget's position and size within its toplevel window, once it is laid out.
    public var allocation: (x: Int, y: Int, width: Int, height: Int) {
        var rect = GtkAllocation()
        gtk_widget_get_allocation(widgetPointer, &rect)
        return (Int(rect.x), Int(rect.y), Int(rect.width), Int(rect.height))
    }

    /// The widget's top-left corner in its toplevel window's coordinates.
    public var positionInWindow: (x: Int, y: Int)? {
        guard let toplevel = gtk_widget_get_toplevel(widgetPointer) else { return nil }
        var x: gint = 0
        var y: gint = 0
        guard gtk_widget_translate_coordinates(widgetPointer, toplevel, 0, 0, &x, &y) != 0 else { return nil }
        return (Int(x), Int(y))
    }

    /// The screen's pixels per point where the widget is (2 on a HiDPI screen).
    public var scaleFactor: Int {
        Int(gtk_widget_get_scale_factor(widgetPointer))
    }

    /// Hears the widget move to a screen of another density.
    public func onScaleFactorChanged(_ handler: @escaping @MainActor () -> Void) {
        // A notify signal passes its GParamSpec before the handler's data.
        connectPointer("notify::scale-factor") { _ in handler() }
    }

    public func onSizeAllocate(_ handler: @escaping @MainActor () -> Void) {
        connectPointer("size-allocate") { _ in handler() }
    }

    /// Activates `win.NAME` of the application window this widget is in, if any.
    public func activateWindowAction(_ name: String) {
        guard let toplevel = gtk_widget_get_toplevel(widgetPointer),
              g_type_check_instance_is_a(
                UnsafeMutablePointer<GTypeInstance>(OpaquePointer(toplevel)), gtk_application_window_get_type()) != 0
        else { return }
        g_action_group_activate_action(OpaquePointer(toplevel), name, nil)
    }

    /// A press of mouse `button` (1 left, 3 right) on the widget: `handler` gets the event (for
    /// a menu to pop up at) and where it was in the widget; returning true stops it there.
    public func onButtonPress(_ button: UInt32,
        _ handler: @escaping @MainActor (UnsafeMutableRawPointer, WidgetPoint) -> Bool) {
        gtk_widget_add_events(widgetPointer, gint(GDK_BUTTON_PRESS_MASK.rawValue))
        connectEvent("button-press-event") { event in
            guard let event else { return false }
            let press = UnsafeMutablePointer<GdkEventButton>(OpaquePointer(event)).pointee
            guard press.type == GDK_BUTTON_PRESS, press.button == button else { return false }
            return handler(event, WidgetPoint(x: Int(press.x), y: Int(press.y)))
        }
    }

    /// A single left click with Ctrl or Shift held, where it was in the widget; returning true
    /// stops it there (before the widget's own handling of a click).
    public func onModifiedClick(_ handler: @escaping @MainActor (_ at: WidgetPoint, _ control: Bool,
        _ shift: Bool) -> Bool) {
        gtk_widget_add_events(widgetPointer, gint(GDK_BUTTON_PRESS_MASK.rawValue))
        connectEvent("button-press-event") { event in
            guard let event else { return false }
            let press = UnsafeMutablePointer<GdkEventButton>(OpaquePointer(event)).pointee
            let control = press.state & GDK_CONTROL_MASK.rawValue != 0
            let shift = press.state & GDK_SHIFT_MASK.rawValue != 0
            guard press.type == GDK_BUTTON_PRESS, press.button == 1, control || shift else { return false }
            return handler(WidgetPoint(x: Int(press.x), y: Int(press.y)), control, shift)
        }
    }

    /// The wheel turned with Ctrl held, over the widget: `handler` hears +1 away from the
    /// person (up), -1 towards them; it returns whether it took the turn (no scrolling then).
    public func onControlScroll(_ handler: @escaping @MainActor (_ step: Int) -> Bool) {
        gtk_widget_add_events(widgetPointer, gint(GDK_SCROLL_MASK.rawValue | GDK_SMOOTH_SCROLL_MASK.rawValue))
        connectEvent("scroll-event") { event in
            guard let event else { return false }
            let scroll = UnsafeMutablePointer<GdkEventScroll>(OpaquePointer(event)).pointee
            guard scroll.state & GDK_CONTROL_MASK.rawValue != 0 else { return false }
            let step = switch scroll.direction {
            case GDK_SCROLL_UP: 1
            case GDK_SCROLL_DOWN: -1
            case GDK_SCROLL_SMOOTH: scroll.delta_y < 0 ? 1 : scroll.delta_y > 0 ? -1 : 0
            default: 0
            }
            return step != 0 && handler(step)
        }
    }

    /// The Menu key or Shift+F10 on the focused widget.
    public func onPopupMenu(_ handler: @escaping @MainActor () -> Bool) {
        connectAnswering("popup-menu", handler)
    }

    public func onKeyPress(_ handler: @escaping @MainActor (KeyPress) -> Bool) {
        connectEvent("key-press-event") { event in
            guard let event else { return false }
            return handler(KeyPress(event: UnsafeMutablePointer<GdkEventKey>(OpaquePointer(event)).pointee))
        }
    }
}

private func takeString(_ pointer: UnsafeMutablePointer<gchar>) -> String {
    defer { g_free(pointer) }
    return String(cString: pointer)
}
