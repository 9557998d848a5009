/// Fetches and decodes an image for display: the one path rows, the detail pane and the quick
/// look share, so that they treat cancellation and failure alike.
public protocol PreviewLoading: Sendable {
    /// The image at `url`, decoded to fit `maxWidth` x `maxHeight`. Cancelled: `.placeholder`
    /// (it can load again later). Not fetched or not an image: `.broken`. `progress` hears
    /// the fraction received (nil while the size is unknown), from any thread.
    func load(_ url: String, maxWidth: Int, maxHeight: Int, progress: (@Sendable (Double?) -> Void)?) async -> PreviewState
}

extension PreviewLoading {
    public func load(_ url: String, maxWidth: Int, maxHeight: Int) async -> PreviewState {
        await load(url, maxWidth: maxWidth, maxHeight: maxHeight, progress: nil)
    }
}
