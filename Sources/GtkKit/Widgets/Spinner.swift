import CGtk

@MainActor
public final class Spinner: Widget {
    /// The icon every spinner draws: the theme's own (`process-working-symbolic`) unless
    /// ``useIcon(named:)`` chose another.
    private static var iconName = "process-working-symbolic"

    /// The icon for this spinner, loaded ahead; held so that the icon theme keeps it cached.
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

    /// Has every spinner draw the icon `name` instead of the theme's. GTK's themes ship their
    /// spinner as an SVG, and the first one shown loads an SVG renderer (librsvg and libxml2, 7 MB
    /// of memory); an icon pre-rendered as symbolic PNGs is read by GDK's own PNG reader. An
    /// icon the icon theme cannot find leaves the theme's.
    public static func useIcon(named name: String) {
        guard gtk_icon_theme_has_icon(gtk_icon_theme_get_default(), name) != 0 else { return }
        iconName = name
        StyleSheet.apply("spinner { -gtk-icon-source: -gtk-icontheme(\"\(name)\"); }")
    }

    /// Finds and renders the spinner's icon (``iconName``) in this spinner's size and colours,
    /// ahead of its first show: otherwise the first frame that shows a spinner does it, and runs
    /// long. Returns whether the theme has the icon.
    @discardableResult
    public func prepareIcon() -> Bool {
        guard preparedIcon == nil else { return true }
        let style = gtk_widget_get_style_context(widgetPointer)
        var measured: gint = 0
        gtk_widget_get_preferred_width(widgetPointer, nil, &measured)
        // A hidden spinner measures 0: then GTK's own spinner size, which its themes keep.
        let size = measured > 0 ? measured : 16
        guard let info = gtk_icon_theme_lookup_icon_for_scale(
            gtk_icon_theme_get_default(), Self.iconName, size, gtk_widget_get_scale_factor(widgetPointer),
            GTK_ICON_LOOKUP_USE_BUILTIN)
        else { return false }
        let icon = Object(UnsafeMutableRawPointer(info), ownership: .takeFull)
        guard let pixbuf = gtk_icon_info_load_symbolic_for_context(info, style, nil, nil) else { return false }
        g_object_unref(UnsafeMutableRawPointer(pixbuf))
        preparedIcon = icon
        return true
    }
}
