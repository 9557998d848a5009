import CGtk
import CShims

@MainActor
public final class Window: Container {
    private let isApplicationWindow: Bool
    /// Whether the window waits for the window manager to draw each frame; nil until realized.
    private(set) var syncsFramesWithWindowManager: Bool?

    /// A plain window, or with `application` one of the application's windows, which can
    /// carry `win.` actions and keeps the application running while it is open.
    public init(title: String, application: Application? = nil) {
        let window = application.map { gtk_application_window_new($0.applicationPointer) }
            ?? gtk_window_new(GTK_WINDOW_TOPLEVEL)
        isApplicationWindow = application != nil
        super.init(UnsafeMutableRawPointer(window!), ownership: .sinkFloating)
        self.title = title
        // With no window manager, GDK's frame sync costs each drawn frame a round trip to the X
        // server, which first finishes drawing: it is turned off unless one takes part.
        connect("realize") { [weak self] in
            guard let self else { return }
            syncsFramesWithWindowManager = shim_follow_window_manager_frame_sync(widgetPointer) != 0
        }
    }

    private var windowPointer: UnsafeMutablePointer<GtkWindow> {
        pointer(as: GtkWindow.self)
    }

    public var title: String {
        get { gtk_window_get_title(windowPointer).map { String(cString: $0) } ?? "" }
        set { gtk_window_set_title(windowPointer, newValue) }
    }

    public func setDefaultSize(width: Int, height: Int) {
        gtk_window_set_default_size(windowPointer, gint(width), gint(height))
    }

    /// The size to give ``setDefaultSize(width:height:)`` to get this window back (without
    /// the header bar and the shadows around a window that draws its own frame).
    public var size: (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        gtk_window_get_size(windowPointer, &width, &height)
        return (Int(width), Int(height))
    }

    public var isMaximized: Bool {
        gtk_window_is_maximized(windowPointer) != 0
    }

    public func maximize() {
        gtk_window_maximize(windowPointer)
    }

    /// The part of the screen a window may take (without the panels), in points: of the
    /// monitor the window is on, or the primary one before it shows.
    public var workArea: (width: Int, height: Int)? {
        guard let monitor else { return nil }
        var area = GdkRectangle()
        gdk_monitor_get_workarea(monitor, &area)
        return (Int(area.width), Int(area.height))
    }

    /// The whole screen the window is on, in device pixels: what a picture must have to fill it.
    public var screenPixels: (width: Int, height: Int)? {
        guard let monitor else { return nil }
        var geometry = GdkRectangle()
        gdk_monitor_get_geometry(monitor, &geometry)
        let scale = Int(gdk_monitor_get_scale_factor(monitor))
        return (Int(geometry.width) * scale, Int(geometry.height) * scale)
    }

    /// The monitor the window is on, or the primary one before it shows.
    private var monitor: OpaquePointer? {
        guard let display = gdk_display_get_default() else { return nil }
        return gtk_widget_get_window(widgetPointer).flatMap { gdk_display_get_monitor_at_window(display, $0) }
            ?? gdk_display_get_primary_monitor(display) ?? gdk_display_get_monitor(display, 0)
    }

    /// Before the window closes, while its size can still be read.
    public func onDeleteEvent(_ handler: @escaping @MainActor () -> Void) {
        connectAnswering("delete-event") {
            handler()
            return false
        }
    }

    public func setTitlebar(_ titlebar: Widget) {
        retain(titlebar)
        gtk_window_set_titlebar(windowPointer, titlebar.widgetPointer)
    }

    /// Adds `win.NAME` (application windows only).
    public func addAction(_ name: String, _ handler: @escaping @MainActor () -> Void) {
        precondition(isApplicationWindow, "win. actions need an application window")
        ActionMap.add(name, takesString: false, to: OpaquePointer(objectPointer)) { _ in handler() }
    }

    /// Adds `win.NAME`, on or off, shown in menus with a check mark; `handler` sets its state.
    public func addToggleAction(_ name: String, _ handler: @escaping @MainActor () -> Void) {
        precondition(isApplicationWindow, "win. actions need an application window")
        ActionMap.add(name, takesString: false, state: false, to: OpaquePointer(objectPointer)) { _ in handler() }
    }

    public func setActionState(_ name: String, on: Bool) {
        ActionMap.setState(on, of: name, in: OpaquePointer(objectPointer))
    }

    /// A disabled action is greyed out in menus and its keys do nothing.
    public func setActionEnabled(_ name: String, _ enabled: Bool) {
        ActionMap.setEnabled(enabled, of: name, in: OpaquePointer(objectPointer))
    }

    /// Activates `win.NAME`, as its menu item or shortcut would.
    public func activateAction(_ name: String) {
        g_action_group_activate_action(OpaquePointer(objectPointer), name, nil)
    }

    /// The keyboard shortcuts window that ``showHelpOverlay()`` opens.
    public func setHelpOverlay(_ overlay: ShortcutsWindow) {
        precondition(isApplicationWindow, "a help overlay needs an application window")
        gtk_application_window_set_help_overlay(
            pointer(as: GtkApplicationWindow.self), overlay.pointer(as: GtkShortcutsWindow.self))
    }

    /// Opens the keyboard shortcuts window given by ``setHelpOverlay(_:)``.
    public func showHelpOverlay() {
        activateAction("show-help-overlay")
    }

    /// The icon the desktop shows for this window and its dialogs.
    public static func setDefaultIcon(named name: String) {
        gtk_window_set_default_icon_name(name)
    }

    /// Shows everything inside the window (as ``Widget/showAll()`` does) but not the window.
    public func showContents() {
        if let child = gtk_bin_get_child(pointer(as: GtkBin.self)) { gtk_widget_show_all(child) }
        if let bar = gtk_window_get_titlebar(windowPointer) { gtk_widget_show_all(bar) }
    }

    public func present() {
        gtk_window_present(windowPointer)
    }

    /// Destroys the window and every widget inside it; GLib then drops their signal handlers.
    public func destroy() {
        gtk_widget_destroy(widgetPointer)
    }

    public func onDestroy(_ handler: @escaping @MainActor () -> Void) {
        connect("destroy", handler)
    }
}
