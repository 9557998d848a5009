import CGtk

@MainActor
public final class Spinner: Widget {
    /// The theme's icon for this spinner, loaded ahead; held so that the icon theme keeps it cached.
    private var preparedIcon: Object?

    public init() {
        super.init(UnsafeMutableRawPointer(gtk_spinner_new()), ownership: .sinkFloating)
    }

    public var isSpinning: Bool = false {
        didSet {
            if isSpinning {
                gtk_spinner_start(pointer(as: GtkSpinner.self))
            } else {
                gtk_spinner_stop(pointer(as: GtkSpinner.self))
            }
            isVisible = isSpinning
        }
    }

    /// Finds and renders the spinner's icon (GTK's themes draw a spinner with
    /// `process-working-symbolic`) in this spinner's size and colours, ahead of its first
    /// show: otherwise the first frame that shows a spinner does it, and runs long.
    /// Returns whether the theme has the icon.
    @discardableResult
    public func prepareIcon() -> Bool {
        guard preparedIcon == nil else { return true }
        let style = gtk_widget_get_style_context(widgetPointer)
        var measured: gint = 0
        gtk_widget_get_preferred_width(widgetPointer, nil, &measured)
        // A hidden spinner measures 0: then GTK's own spinner size, which its themes keep.
        let size = measured > 0 ? measured : 16
        guard let info = gtk_icon_theme_lookup_icon_for_scale(
            gtk_icon_theme_get_default(), "process-working-symbolic", size, gtk_widget_get_scale_factor(widgetPointer),
            GTK_ICON_LOOKUP_USE_BUILTIN)
        else { return false }
        let icon = Object(UnsafeMutableRawPointer(info), ownership: .takeFull)
        guard let pixbuf = gtk_icon_info_load_symbolic_for_context(info, style, nil, nil) else { return false }
        g_object_unref(UnsafeMutableRawPointer(pixbuf))
        preparedIcon = icon
        return true
    }
}
