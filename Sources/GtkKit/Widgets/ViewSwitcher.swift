import CGtk

/// A row of linked buttons of which one is down, each naming a view, as GtkStackSwitcher
/// draws them: radio buttons without their indicator, reachable with Tab and the arrows.
@MainActor
public final class ViewSwitcher: Widget {
    private var buttons: [(id: String, button: UnsafeMutablePointer<GtkWidget>)] = []
    private var handler: @MainActor (String) -> Void = { _ in }
    private var settingActive = false

    public init(views: [(id: String, label: String, accessibleName: String)]) {
        super.init(UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)), ownership: .sinkFloating)
        gtk_style_context_add_class(gtk_widget_get_style_context(widgetPointer), "linked")
        var group: UnsafeMutablePointer<GtkRadioButton>?
        for view in views {
            let button = gtk_radio_button_new_with_label_from_widget(group, view.label)!
            group = UnsafeMutablePointer<GtkRadioButton>(OpaquePointer(button))
            gtk_toggle_button_set_mode(UnsafeMutablePointer<GtkToggleButton>(OpaquePointer(button)), 0)
            gtk_widget_set_focus_on_click(button, 0)
            gtk_box_pack_start(pointer(as: GtkBox.self), button, 0, 0, 0)
            let wrapped = Widget(UnsafeMutableRawPointer(button), ownership: .borrow)
            wrapped.accessibleName = view.accessibleName
            let id = view.id
            wrapped.connect("toggled") { [weak self] in
                guard let self, !settingActive, gtk_toggle_button_get_active(UnsafeMutablePointer<GtkToggleButton>(OpaquePointer(button))) != 0 else { return }
                handler(id)
            }
            buttons.append((id, button))
        }
    }

    /// The view whose button is down.
    public var activeID: String? {
        get {
            buttons.first { gtk_toggle_button_get_active(UnsafeMutablePointer<GtkToggleButton>(OpaquePointer($0.button))) != 0 }?.id
        }
        set {
            guard let button = buttons.first(where: { $0.id == newValue })?.button else { return }
            settingActive = true
            defer { settingActive = false }
            gtk_toggle_button_set_active(UnsafeMutablePointer<GtkToggleButton>(OpaquePointer(button)), 1)
        }
    }

    /// A press of another view's button (not a change made through ``activeID``).
    public func onSwitch(_ handler: @escaping @MainActor (String) -> Void) {
        self.handler = handler
    }
}
