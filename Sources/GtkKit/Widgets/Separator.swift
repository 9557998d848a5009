import CGtk

@MainActor
public final class Separator: Widget {
    public init(vertical: Bool) {
        super.init(UnsafeMutableRawPointer(
            gtk_separator_new(vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL)),
                ownership: .sinkFloating)
    }
}
