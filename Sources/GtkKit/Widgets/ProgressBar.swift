import CGtk

@MainActor
public final class ProgressBar: Widget {
    public init() {
        super.init(UnsafeMutableRawPointer(gtk_progress_bar_new()), ownership: .sinkFloating)
    }

    /// From 0 to 1; nil pulses, for work of unknown length.
    public var fraction: Double? {
        didSet {
            if let fraction {
                gtk_progress_bar_set_fraction(pointer(as: GtkProgressBar.self), fraction)
            } else {
                gtk_progress_bar_pulse(pointer(as: GtkProgressBar.self))
            }
        }
    }
}
