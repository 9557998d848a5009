import CGtk

/// Words that are each a link (an image's tags), wrapped as one paragraph: Tab reaches each
/// in turn, Enter or a click follows it. It opens nothing itself: the handler hears which.
@MainActor
public final class LinkList: Widget {
    private static let scheme = "item:"

    /// With `wraps` false the words stay on one line, for a sentence in a row of other parts;
    /// with `ellipsizes` too, a line too long for its place ends in an ellipsis rather than
    /// widening the window.
    public init(wraps: Bool = true, ellipsizes: Bool = false) {
        super.init(LinkLabel.makeLinkText(), ownership: .sinkFloating)
        if !wraps {
            gtk_label_set_line_wrap(pointer(as: GtkLabel.self), 0)
            gtk_label_set_max_width_chars(pointer(as: GtkLabel.self), -1)
        }
        if ellipsizes { gtk_label_set_ellipsize(pointer(as: GtkLabel.self), PANGO_ELLIPSIZE_END) }
    }

    /// Shows each of `items` as a link, `separator` between them.
    public func setItems(_ items: [String], separator: String) {
        let links = items.enumerated().map { index, item in Self.link(item, at: index) }
        let markup = links.joined(separator: Label.escapeMarkup(separator))
        gtk_label_set_markup(pointer(as: GtkLabel.self), markup)
    }

    /// Shows `sentence` with its `%@` as one link, to `item` (position 0): "Did you mean _sky_?".
    public func setItem(_ item: String, in sentence: String) {
        let parts = sentence.components(separatedBy: "%@")
        guard parts.count == 2 else { return setItems([item], separator: "") }
        gtk_label_set_markup(pointer(as: GtkLabel.self),
            Label.escapeMarkup(parts[0]) + Self.link(item, at: 0) + Label.escapeMarkup(parts[1]))
    }

    private static func link(_ item: String, at index: Int) -> String {
        "<a href=\"\(scheme)\(index)\">\(Label.escapeMarkup(item))</a>"
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
