import CGtk

/// The desktop's "Save As" dialog, or its "Select Folder" dialog. Calls back with the chosen
/// path, or nil when cancelled.
@MainActor
public final class FileSaveChooser: Object {
    private static var open: [FileSaveChooser] = []

    /// Asks for a file name to save as in `folder`, offering `fileName`.
    /// `parent` is a window or a dialog, which the chooser stays above.
    public init(title: String, parent: Widget, folder: String, fileName: String) {
        let chooser = gtk_file_chooser_native_new(
            title, parent.pointer(as: GtkWindow.self), GTK_FILE_CHOOSER_ACTION_SAVE, "_Save", "_Cancel")!
        // A native dialog is a plain GObject, not a floating widget: the new reference is ours.
        super.init(UnsafeMutableRawPointer(chooser), ownership: .takeFull)
        gtk_file_chooser_set_do_overwrite_confirmation(fileChooser, 1)
        gtk_file_chooser_set_current_folder(fileChooser, folder)
        gtk_file_chooser_set_current_name(fileChooser, fileName)
    }

    /// Asks for a folder, starting in `folder`; `acceptLabel` names what happens there.
    /// `parent` is a window or a dialog, which the chooser stays above.
    public init(folderTitle title: String, parent: Widget, folder: String, acceptLabel: String) {
        let chooser = gtk_file_chooser_native_new(
            title, parent.pointer(as: GtkWindow.self), GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, acceptLabel, "_Cancel")!
        super.init(UnsafeMutableRawPointer(chooser), ownership: .takeFull)
        gtk_file_chooser_set_current_folder(fileChooser, folder)
    }

    private var fileChooser: OpaquePointer {
        OpaquePointer(objectPointer)
    }

    /// A drop-down in the dialog ("Format: Markdown"), read back with ``choice(_:)``.
    public func addChoice(id: String, label: String, options: [(id: String, label: String)], selected: String) {
        let ids = options.map { strdup($0.id) }
        let labels = options.map { strdup($0.label) }
        defer { (ids + labels).forEach { free($0) } }
        var idPointers = ids.map { UnsafePointer<gchar>($0) } + [nil]
        var labelPointers = labels.map { UnsafePointer<gchar>($0) } + [nil]
        gtk_file_chooser_add_choice(fileChooser, id, label, &idPointers, &labelPointers)
        gtk_file_chooser_set_choice(fileChooser, id, selected)
    }

    public func choice(_ id: String) -> String? {
        gtk_file_chooser_get_choice(fileChooser, id).map { String(cString: $0) }
    }

    public func present(_ completion: @escaping @MainActor (String?) -> Void) {
        FileSaveChooser.open.append(self)
        connectInt("response") { [weak self] response in
            guard let self else { return }
            var path: String?
            if response == GTK_RESPONSE_ACCEPT.rawValue, let file = gtk_file_chooser_get_filename(fileChooser) {
                path = String(cString: file)
                g_free(file)
            }
            completion(path)
            // Let go once the main loop is idle: the chooser's dialog is taken down when the last
            // reference goes, a long turn of its own, not one with what the answer started.
            MainLoop.repeatWhenIdle {
                FileSaveChooser.open.removeAll { $0 === self }
                return false
            }
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

    /// `$XDG_DOCUMENTS_DIR`, else `~/Documents`.
    public static var documentsFolder: String {
        if let folder = g_get_user_special_dir(G_USER_DIRECTORY_DOCUMENTS) {
            return String(cString: folder)
        }
        return String(cString: g_get_home_dir()) + "/Documents"
    }
}
