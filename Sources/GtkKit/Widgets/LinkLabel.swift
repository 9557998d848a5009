import CGtk

/// Text that is a link ("by Rosa", "CC BY-SA 4.0"), reachable with Tab and opened with Enter
/// or a click. Unlike a GtkLinkButton it opens nothing itself: the handler checks the link.
@MainActor
public final class LinkLabel: Widget {
    public init() {
        super.init(Self.makeLinkText(), ownership: .sinkFloating)
    }

    /// A label for links: left-aligned, wrapped in what it is given, never marked as visited.
    static func makeLinkText() -> UnsafeMutableRawPointer {
        let label = gtk_label_new(nil)!
        let labelPointer = UnsafeMutableRawPointer(label).assumingMemoryBound(to: GtkLabel.self)
        gtk_label_set_xalign(labelPointer, 0)
        gtk_label_set_line_wrap(labelPointer, 1)
        gtk_label_set_max_width_chars(labelPointer, 1)
        gtk_label_set_track_visited_links(labelPointer, 0)
        return UnsafeMutableRawPointer(label)
    }

    /// Shows `text` as a link to `uri` (the URI shows as the tooltip).
    public func setLink(text: String, uri: String) {
        let markup = "<a href=\"\(Label.escapeMarkup(uri))\">\(Label.escapeMarkup(text))</a>"
        gtk_label_set_markup(pointer(as: GtkLabel.self), markup)
        accessibleName = text
    }

    public func onActivate(_ handler: @escaping @MainActor () -> Void) {
        connectEvent("activate-link") { _ in
            handler()
            return true
        }
    }
}
