import CGtk

/// Words that are each a link (an image's tags), wrapped as one paragraph: Tab reaches each
/// in turn, Enter or a click follows it. It opens nothing itself: the handler hears which.
@MainActor
public final class LinkList: Widget {
    private static let scheme = "item:"

    public init() {
        super.init(LinkLabel.makeLinkText(), ownership: .sinkFloating)
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
