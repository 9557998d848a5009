import CGtk

/// Words that are each a link (an image's tags), wrapped as one paragraph: Tab reaches each
/// in turn, Enter or a click follows it. It opens nothing itself: the handler hears which.
@MainActor
public final class LinkList: Widget {
    private static let scheme = "item:"

    public init() {
        super.init(UnsafeMutableRawPointer(gtk_label_new(nil)), ownership: .sinkFloating)
        let label = pointer(as: GtkLabel.self)
        gtk_label_set_xalign(label, 0)
        gtk_label_set_line_wrap(label, 1)
        gtk_label_set_max_width_chars(label, 1)
        gtk_label_set_track_visited_links(label, 0)
    }

    /// Shows each of `items` as a link, `separator` between them.
    public func setItems(_ items: [String], separator: String) {
        let markup = items.enumerated().map { index, item in
            "<a href=\"\(Self.scheme)\(index)\">\(Label.escapeMarkup(item))</a>"
        }.joined(separator: Label.escapeMarkup(separator))
        gtk_label_set_markup(pointer(as: GtkLabel.self), markup)
    }

    /// Hears the position of the item followed.
    public func onActivate(_ handler: @escaping @MainActor (Int) -> Void) {
        connectEvent("activate-link") { uri in
            guard let uri else { return true }
            let link = String(cString: uri.assumingMemoryBound(to: CChar.self))
            if link.hasPrefix(Self.scheme), let index = Int(link.dropFirst(Self.scheme.count)) { handler(index) }
            return true
        }
    }
}
