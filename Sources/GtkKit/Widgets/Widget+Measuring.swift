import CGtk

extension Widget {
    /// The height the widget asks for when given its current width (its natural height).
    public var naturalHeight: Int {
        var minimum: gint = 0
        var natural: gint = 0
        gtk_widget_get_preferred_height(widgetPointer, &minimum, &natural)
        return Int(max(minimum, natural))
    }

    /// The width the widget asks for to show all it holds (its natural width), measured whether
    /// or not it is shown.
    public var naturalWidth: Int {
        var minimum: gint = 0
        var natural: gint = 0
        gtk_widget_get_preferred_width(widgetPointer, &minimum, &natural)
        return Int(max(minimum, natural))
    }
}
