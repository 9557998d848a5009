import CGtk

@MainActor
public final class Spinner: Widget {
    public init() {
        super.init(sinking: UnsafeMutableRawPointer(gtk_spinner_new()))
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
