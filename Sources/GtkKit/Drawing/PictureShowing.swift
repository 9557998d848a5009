/// A widget that shows one picture at a time: a decoded image, or a theme icon in its place.
@MainActor
public protocol PictureShowing: AnyObject {
    func setIcon(_ name: String, pixelSize: Int)
    func setPixbuf(_ pixbuf: Pixbuf)
}
