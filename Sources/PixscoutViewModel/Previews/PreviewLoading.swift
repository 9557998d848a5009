/// Fetches and decodes an image for display: the one path rows, the detail pane and the quick
/// look share, so that they treat cancellation and failure alike.
public protocol PreviewLoading: Sendable {
    /// The image at `url`, decoded to fit `maxWidth` x `maxHeight`. Cancelled: `.placeholder`
    /// (it can load again later). Not fetched or not an image: `.broken`. `progress` hears
    /// the fraction received (nil while the size is unknown), from any thread.
    func load(_ url: String, maxWidth: Int, maxHeight: Int,
        progress: (@Sendable (Double?) -> Void)?) async -> PreviewState
}

extension PreviewLoading {
    public func load(_ url: String, maxWidth: Int, maxHeight: Int) async -> PreviewState {
        await load(url, maxWidth: maxWidth, maxHeight: maxHeight, progress: nil)
    }

    /// Begins `load` at once on the concurrent pool and returns the wait for its result.
    /// A task made on the main actor would begin only once the main thread is free, after
    /// the layout that asked for the image.
    /// Cancelling the task that waits cancels the load.
    func begin(
        _ url: String, maxWidth: Int, maxHeight: Int, progress: (@Sendable (Double?) -> Void)? = nil
    ) -> @Sendable () async -> PreviewState {
        let load = Task.detached(priority: .userInitiated) {
            await self.load(url, maxWidth: maxWidth, maxHeight: maxHeight, progress: progress)
        }
        return { await withTaskCancellationHandler { await load.value } onCancel: { load.cancel() } }
    }
}
