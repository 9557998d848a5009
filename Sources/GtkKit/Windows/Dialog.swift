import CGtk

/// A dialog with a content area and response buttons, answered through ``onResponse(_:)``.
@MainActor
public final class Dialog: Container {
    public enum Response: Sendable, Equatable {
        case accept, cancel, other(Int32)
    }

    private var contentChildren: [Widget] = []

    /// A dialog that is not `modal` leaves its parent usable, and the dialogs it opens answerable.
    public init(title: String, parent: Window, modal: Bool = true) {
        super.init(UnsafeMutableRawPointer(gtk_dialog_new()), ownership: .sinkFloating)
        let window = pointer(as: GtkWindow.self)
        gtk_window_set_title(window, title)
        gtk_window_set_transient_for(window, parent.pointer(as: GtkWindow.self))
        gtk_window_set_modal(window, modal ? 1 : 0)
        gtk_window_set_destroy_with_parent(window, 1)
    }

    private var dialogPointer: UnsafeMutablePointer<GtkDialog> {
        pointer(as: GtkDialog.self)
    }

    /// Brings the dialog forward with the keyboard's focus.
    public func present() {
        gtk_window_present(pointer(as: GtkWindow.self))
    }

    public func addToContent(_ child: Widget) {
        contentChildren.append(child)
        let content = gtk_dialog_get_content_area(dialogPointer)
        gtk_box_pack_start(UnsafeMutablePointer<GtkBox>(OpaquePointer(content)), child.widgetPointer, 1, 1, 0)
    }

    /// Adds a button; the accept button becomes the default that Enter presses. A
    /// `destructive` one is red, for an answer that loses something.
    public func addButton(_ label: String, response: Response, destructive: Bool = false) {
        let button = gtk_dialog_add_button(dialogPointer, label, response.gtkResponse)
        let style = gtk_widget_get_style_context(button)
        if destructive { gtk_style_context_add_class(style, "destructive-action") }
        if response == .accept {
            gtk_widget_set_can_default(button, 1)
            gtk_dialog_set_default_response(dialogPointer, response.gtkResponse)
            if !destructive { gtk_style_context_add_class(style, "suggested-action") }
        }
    }

    /// Makes the button of `response` pressable, or not.
    public func setResponseEnabled(_ response: Response, _ enabled: Bool) {
        gtk_dialog_set_response_sensitive(dialogPointer, response.gtkResponse, enabled ? 1 : 0)
    }

    public func onResponse(_ handler: @escaping @MainActor (Response) -> Void) {
        connectInt("response") { value in
            switch value {
            case GTK_RESPONSE_ACCEPT.rawValue: handler(.accept)
            case GTK_RESPONSE_CANCEL.rawValue, GTK_RESPONSE_DELETE_EVENT.rawValue: handler(.cancel)
            default: handler(.other(value))
            }
        }
    }

    public func destroy() {
        gtk_widget_destroy(widgetPointer)
    }
}

private extension Dialog.Response {
    var gtkResponse: gint {
        switch self {
        case .accept: GTK_RESPONSE_ACCEPT.rawValue
        case .cancel: GTK_RESPONSE_CANCEL.rawValue
        case .other(let value): value
        }
    }
}
