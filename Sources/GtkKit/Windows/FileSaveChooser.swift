import CGtk

/// The desktop's "Save As" dialog. Calls back with the chosen path, or nil when cancelled.
@MainActor
public final class FileSaveChooser: Object {
    private static var open: [FileSaveChooser] = []

    public init(title: String, parent: Window, folder: String, fileName: String) {
        let chooser = gtk_file_chooser_native_new(
            title, parent.pointer(as: GtkWindow.self), GTK_FILE_CHOOSER_ACTION_SAVE, "_Save", "_Cancel")!
        // A native dialog is a plain GObject, not a floating widget: the new reference is ours.
        super.init(UnsafeMutableRawPointer(chooser), ownership: .takeFull)
        let fileChooser = OpaquePointer(objectPointer)
        gtk_file_chooser_set_do_overwrite_confirmation(fileChooser, 1)
        gtk_file_chooser_set_current_folder(fileChooser, folder)
        gtk_file_chooser_set_current_name(fileChooser, fileName)
    }

    public func present(_ completion: @escaping @MainActor (String?) -> Void) {
        FileSaveChooser.open.append(self)
        connectInt("response") { [weak self] response in
            guard let self else { return }
            var path: String?
            if response == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_filename(OpaquePointer(self.objectPointer)) {
                path = String(cString: file)
                g_free(file)
            }
            FileSaveChooser.open.removeAll { $0 === self }
            completion(path)
        }
        gtk_native_dialog_show(pointer(as: GtkNativeDialog.self))
    }

    /// `$XDG_PICTURES_DIR`, else `~/Pictures`.
    public static var picturesFolder: String {
        if let folder = g_get_user_special_dir(G_USER_DIRECTORY_PICTURES) {
            return String(cString: folder)
        }
        return String(cString: g_get_home_dir()) + "/Pictures"
    }
}
