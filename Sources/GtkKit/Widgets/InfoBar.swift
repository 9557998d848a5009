import CGtk

/// A bar for messages, with a text and optional buttons.
@MainActor
public final class InfoBar: Widget {
    public enum Kind: Sendable {
        case info, error
    }

    private let label = Label()
    private var buttons: [Button] = []
    private var retainedContent: [Widget] = []

    /// - Parameter closeButtonName: what screen readers and the tooltip call GTK's own close
    ///   button, an icon without words, when ``showsCloseButton`` shows it.
    public init(closeButtonName: String) {
        super.init(UnsafeMutableRawPointer(gtk_info_bar_new()), ownership: .sinkFloating)
        label.setWrap(true)
        label.setXAlign(0)
        label.setSelectable(false)
        let content = gtk_info_bar_get_content_area(infoBarPointer)
        gtk_container_add(UnsafeMutablePointer<GtkContainer>(OpaquePointer(content)), label.widgetPointer)
        // The close button is GTK's, made with the bar; every button in it now is that one.
        var pending = WidgetTree.children(of: widgetPointer)
        while let child = pending.popLast() {
            if g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(OpaquePointer(child)),
                gtk_button_get_type()) != 0 {
                atk_object_set_name(gtk_widget_get_accessible(child), closeButtonName)
                gtk_widget_set_tooltip_text(child, closeButtonName)
            }
            pending += WidgetTree.children(of: child)
        }
    }

    private var infoBarPointer: UnsafeMutablePointer<GtkInfoBar> {
        pointer(as: GtkInfoBar.self)
    }

    public var text: String {
        get { label.text }
        set {
            label.text = newValue
            label.accessibleName = newValue
        }
    }

    public var kind: Kind = .info {
        didSet {
            let type: GtkMessageType = switch kind {
            case .info: GTK_MESSAGE_INFO
            case .error: GTK_MESSAGE_ERROR
            }
            gtk_info_bar_set_message_type(infoBarPointer, type)
        }
    }

    /// Adds a widget below the text (a progress bar).
    public func addBelowText(_ widget: Widget) {
        retainedContent.append(widget)
        let content = gtk_info_bar_get_content_area(infoBarPointer)
        gtk_orientable_set_orientation(OpaquePointer(content), GTK_ORIENTATION_VERTICAL)
        gtk_container_add(UnsafeMutablePointer<GtkContainer>(OpaquePointer(content)), widget.widgetPointer)
    }

    /// Adds a button to the bar's action area.
    public func addButton(_ button: Button) {
        buttons.append(button)
        let actions = gtk_info_bar_get_action_area(infoBarPointer)
        gtk_container_add(UnsafeMutablePointer<GtkContainer>(OpaquePointer(actions)), button.widgetPointer)
    }

    public var showsCloseButton: Bool {
        get { gtk_info_bar_get_show_close_button(infoBarPointer) != 0 }
        set { gtk_info_bar_set_show_close_button(infoBarPointer, newValue ? 1 : 0) }
    }

    /// The close button was pressed (or Escape inside the bar).
    public func onClose(_ handler: @escaping @MainActor () -> Void) {
        connectInt("response") { response in
            if response == GTK_RESPONSE_CLOSE.rawValue { handler() }
        }
    }
}
