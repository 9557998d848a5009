/// A decoded image ready for display. The view layer provides the concrete type (a GdkPixbuf),
/// so view models stay free of GTK.
public protocol PreviewImage: AnyObject, Sendable {
    var width: Int { get }
    var height: Int { get }
}
