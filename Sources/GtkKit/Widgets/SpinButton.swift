import CGtk

@MainActor
public final class SpinButton: Widget {
    public init(minimum: Double, maximum: Double, step: Double) {
        super.init(UnsafeMutableRawPointer(gtk_spin_button_new_with_range(minimum, maximum, step)),
            ownership: .sinkFloating)
    }

    public var value: Int {
        get { Int(gtk_spin_button_get_value_as_int(pointer(as: GtkSpinButton.self))) }
        set { gtk_spin_button_set_value(pointer(as: GtkSpinButton.self), Double(newValue)) }
    }

    public func onValueChanged(_ handler: @escaping @MainActor () -> Void) {
        connect("value-changed", handler)
    }
}
