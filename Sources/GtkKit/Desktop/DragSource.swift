import CGtk

/// Lets a widget be dragged into other applications, carrying a file (`text/uri-list`), the
/// picture with its credit for rich-text targets (`text/html`) and a link (`text/plain`). The
/// file may still be on its way when the drag starts: the drop waits for it, running the main
/// loop, up to `waitLimit`.
@MainActor
public final class DragSource {
    public struct Payload {
        /// The file's path once it is complete; nil while it is on its way or if it failed.
        public var filePath: () -> String?
        /// Whether waiting is over (the file is there, or will not come).
        public var isSettled: () -> Bool
        /// The picture and its caption as HTML, once the file is there.
        public var html: () -> String?
        public var link: String?
        /// Hears that a drop target took the file (once a drag, whichever form it took).
        public var onDelivered: () -> Void

        public init(
            filePath: @escaping () -> String?, isSettled: @escaping () -> Bool, html: @escaping () -> String? = { nil },
            link: String?, onDelivered: @escaping () -> Void = {}
        ) {
            self.filePath = filePath
            self.isSettled = isSettled
            self.html = html
            self.link = link
            self.onDelivered = onDelivered
        }
    }

    static let waitLimit: Duration = .seconds(20)
    private static let uriList: guint = 1
    private static let text: guint = 2
    private static let html: guint = 3

    private var payload: Payload?
    private var delivered = false

    /// - Parameters:
    ///   - prepare: called when a drag starts; starts fetching the file and says what to carry.
    ///   - icon: what the pointer carries, if there is a picture for it.
    public init(on widget: Widget, icon: @escaping @MainActor () -> Pixbuf?,
        prepare: @escaping @MainActor () -> Payload?) {
        var targets = [
            GtkTargetEntry(target: strdup("text/uri-list"), flags: 0, info: Self.uriList),
            GtkTargetEntry(target: strdup("text/html"), flags: 0, info: Self.html),
            GtkTargetEntry(target: strdup("UTF8_STRING"), flags: 0, info: Self.text),
            GtkTargetEntry(target: strdup("text/plain;charset=utf-8"), flags: 0, info: Self.text),
            GtkTargetEntry(target: strdup("text/plain"), flags: 0, info: Self.text),
        ]
        gtk_drag_source_set(widget.widgetPointer, GDK_BUTTON1_MASK, &targets, gint(targets.count), GDK_ACTION_COPY)
        targets.forEach { free($0.target) }
        widget.connectPointer("drag-begin") { [weak self] context in
            self?.payload = prepare()
            self?.delivered = false
            if let context, let pixbuf = icon() {
                gtk_drag_set_icon_pixbuf(OpaquePointer(context), pixbuf.pixbufPointer, 8, 8)
            }
        }
        widget.connectDragDataGet { [weak self] selection in
            guard let self, let selection, let payload else { return }
            let data = OpaquePointer(selection)
            let target = gtk_selection_data_get_target(data)
            let targetName = target.flatMap { gdk_atom_name($0) }.map { name in
                defer { g_free(name) }
                return String(cString: name)
            } ?? ""
            if targetName == "text/uri-list" {
                guard let path = waitForFile(payload), let uri = g_filename_to_uri(path, nil, nil) else { return }
                var uris: [UnsafeMutablePointer<gchar>?] = [uri, nil]
                _ = gtk_selection_data_set_uris(data, &uris)
                g_free(uri)
                noteDelivered(payload)
            } else if targetName == "text/html" {
                guard waitForFile(payload) != nil, let html = payload.html(), let target else { return }
                let bytes = Array(html.utf8)
                gtk_selection_data_set(data, target, 8, bytes, gint(bytes.count))
                noteDelivered(payload)
            } else if let link = payload.link {
                gtk_selection_data_set_text(data, link, -1)
            }
        }
    }

    private func noteDelivered(_ payload: Payload) {
        guard !delivered else { return }
        delivered = true
        payload.onDelivered()
    }

    /// Runs the main loop (so that the download can finish) until the file is settled.
    private func waitForFile(_ payload: Payload) -> String? {
        let deadline = ContinuousClock.now + Self.waitLimit
        while !payload.isSettled() && ContinuousClock.now < deadline {
            g_main_context_iteration(nil, 1)
        }
        return payload.filePath()
    }
}
