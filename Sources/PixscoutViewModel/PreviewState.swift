/// What a row shows where its thumbnail goes.
public enum PreviewState {
    /// Not loaded yet (or loading).
    case placeholder
    case image(any PreviewImage)
    /// The thumbnail could not be fetched or decoded.
    case broken

    public var isPlaceholder: Bool {
        if case .placeholder = self { true } else { false }
    }
}
