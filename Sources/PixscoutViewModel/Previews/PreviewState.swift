/// What an image's place shows: a placeholder while it loads, the image, or a broken image.
public enum PreviewState: Sendable {
    /// Not loaded yet (or loading).
    case placeholder
    case image(any PreviewImage)
    /// The image could not be fetched or decoded.
    case broken

    public var isPlaceholder: Bool {
        if case .placeholder = self { true } else { false }
    }

    public var image: (any PreviewImage)? {
        if case .image(let image) = self { image } else { nil }
    }
}
