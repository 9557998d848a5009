import CGtk

@MainActor
public final class Spinner: Widget {
    public init() {
        super.init(UnsafeMutableRawPointer(gtk_spinner_new()), ownership: .sinkFloating)
    }

    public var isSpinning: Bool = false {
        didSet {
            if isSpinning {
                gtk_spinner_start(pointer(as: GtkSpinner.self))
            } else {
                gtk_spinner_stop(pointer(as: GtkSpinner.self))
            }
            isVisible = isSpinning
        }
    }
}
