import CGtk

/// A row of linked buttons of which one is down, each naming a view, as GtkStackSwitcher
/// draws them, reachable with Tab and the arrows. Toggle buttons, as libadwaita's view
/// switcher has them: radio buttons would load their hidden indicator's image (an SVG the
/// theme draws) for each state at start-up.
@MainActor
public final class ViewSwitcher: Widget {
    private var buttons: [(id: String, button: UnsafeMutablePointer<GtkToggleButton>)] = []
    private var handler: @MainActor (String) -> Void = { _ in }
    private var settingActive = false

    public init(views: [(id: String, label: String, accessibleName: String)]) {
        super.init(UnsafeMutableRawPointer(gtk_box_new(GTK_ORIENTATION_HORIZONTAL, 0)), ownership: .sinkFloating)
        gtk_style_context_add_class(gtk_widget_get_style_context(widgetPointer), "linked")
        for view in views {
            let widget = gtk_toggle_button_new_with_label(view.label)!
            let button = UnsafeMutablePointer<GtkToggleButton>(OpaquePointer(widget))
            gtk_widget_set_focus_on_click(widget, 0)
            gtk_box_pack_start(pointer(as: GtkBox.self), widget, 0, 0, 0)
            let wrapped = Widget(UnsafeMutableRawPointer(widget), ownership: .borrow)
            wrapped.accessibleName = view.accessibleName
            let id = view.id
            wrapped.connect("toggled") { [weak self] in
                guard let self, !settingActive else { return }
                // One is always down: a press on it keeps it down, a press on another moves it.
                guard gtk_toggle_button_get_active(button) != 0 else { return setActive(activeID ?? id) }
                setActive(id)
                handler(id)
            }
            buttons.append((id, button))
        }
    }

    private func setActive(_ id: String) {
        settingActive = true
        defer { settingActive = false }
        for (buttonID, button) in buttons {
            gtk_toggle_button_set_active(button, buttonID == id ? 1 : 0)
        }
    }

    /// The view whose button is down.
    public var activeID: String? {
        get { buttons.first { gtk_toggle_button_get_active($0.button) != 0 }?.id }
        set {
            guard let newValue, buttons.contains(where: { $0.id == newValue }) else { return }
            setActive(newValue)
        }
    }

    /// A press of another view's button (not a change made through ``activeID``).
    public func onSwitch(_ handler: @escaping @MainActor (String) -> Void) {
        self.handler = handler
    }
}
