import CGtk

/// A scroll position: `value` is the top of the visible part, `pageSize` its height.
@MainActor
public final class Adjustment: Object {
    init(_ adjustment: UnsafeMutablePointer<GtkAdjustment>) {
        // Borrowed from the scrolled window, which sank it long ago.
        super.init(UnsafeMutableRawPointer(adjustment), ownership: .borrow)
    }

    private var adjustmentPointer: UnsafeMutablePointer<GtkAdjustment> {
        pointer(as: GtkAdjustment.self)
    }

    public var value: Double {
        get { gtk_adjustment_get_value(adjustmentPointer) }
        set { gtk_adjustment_set_value(adjustmentPointer, newValue) }
    }

    public var pageSize: Double {
        gtk_adjustment_get_page_size(adjustmentPointer)
    }

    /// The end of the scrollable range: the content's full height.
    public var upper: Double {
        gtk_adjustment_get_upper(adjustmentPointer)
    }

    public func onValueChanged(_ handler: @escaping @MainActor () -> Void) {
        connect("value-changed", handler)
    }

    public func onChanged(_ handler: @escaping @MainActor () -> Void) {
        connect("changed", handler)
    }
}
