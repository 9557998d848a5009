import CGtk

/// The desktop's "Open" dialog for one file or several. Calls back with the chosen paths, or
/// none when cancelled.
@MainActor
public final class FileOpenChooser: Object {
    private static var open: [FileOpenChooser] = []

    public init(title: String, parent: Widget, folder: String, acceptLabel: String) {
        let chooser = gtk_file_chooser_native_new(
            title, parent.pointer(as: GtkWindow.self), GTK_FILE_CHOOSER_ACTION_OPEN, acceptLabel, "_Cancel")!
        // A native dialog is a plain GObject, not a floating widget: the new reference is ours.
        super.init(UnsafeMutableRawPointer(chooser), ownership: .takeFull)
        gtk_file_chooser_set_select_multiple(OpaquePointer(objectPointer), 1)
        gtk_file_chooser_set_current_folder(OpaquePointer(objectPointer), folder)
    }

    public func present(_ completion: @escaping @MainActor ([String]) -> Void) {
        FileOpenChooser.open.append(self)
        connectInt("response") { [weak self] response in
            guard let self else { return }
            var paths: [String] = []
            if response == GTK_RESPONSE_ACCEPT.rawValue {
                var list = gtk_file_chooser_get_filenames(OpaquePointer(objectPointer))
                let first = list
                while let item = list {
                    if let name = item.pointee.data?.assumingMemoryBound(to: gchar.self) {
                        paths.append(String(cString: name))
                        g_free(name)
                    }
                    list = item.pointee.next
                }
                g_slist_free(first)
            }
            completion(paths)
            // The chooser's dialog goes with the last reference: in a turn of its own.
            MainLoop.repeatWhenIdle {
                FileOpenChooser.open.removeAll { $0 === self }
                return false
            }
        }
        gtk_native_dialog_show(pointer(as: GtkNativeDialog.self))
    }
}
