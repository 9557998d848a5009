/// The desktop's clipboard.
@MainActor
public protocol ClipboardWriting: AnyObject {
    func copy(text: String)
    func copy(image: any PreviewImage)
}
