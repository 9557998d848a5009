import CGtk

/// Lets files from other applications (`text/uri-list`) be dropped onto a widget: the local
/// paths dropped are handed on; addresses that are not local files are left out.
@MainActor
public final class FileDropTarget {
    public init(on widget: Widget, onDrop: @escaping @MainActor ([String]) -> Void) {
        var targets = [GtkTargetEntry(target: strdup("text/uri-list"), flags: guint(GTK_TARGET_OTHER_APP.rawValue),
            info: 1)]
        gtk_drag_dest_set(widget.widgetPointer, GTK_DEST_DEFAULT_ALL, &targets, 1, GDK_ACTION_COPY)
        targets.forEach { free($0.target) }
        widget.connectDragDataReceived { selection in
            guard let selection, let uris = gtk_selection_data_get_uris(OpaquePointer(selection)) else { return }
            defer { g_strfreev(uris) }
            var paths: [String] = []
            var index = 0
            while let uri = uris[index] {
                if let path = g_filename_from_uri(uri, nil, nil) {
                    paths.append(String(cString: path))
                    g_free(path)
                }
                index += 1
            }
            if !paths.isEmpty { onDrop(paths) }
        }
    }
}
