import PixscoutViewModel

/// The session benchmark copies nothing.
@MainActor
final class NoClipboard: ClipboardWriting {
    func copy(text: String) {}
    func copy(image: any PreviewImage) {}
}
