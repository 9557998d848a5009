/// One result row: display text computed once, and a preview that starts as a placeholder.
@MainActor
public protocol ImageSearchCellModeling: AnyObject {
    var id: UInt64 { get }
    /// The tags, "a, b c, d".
    var tagText: String { get }
    /// The original image's size, "1000 x 2000".
    var pageImageSizeText: String { get }
    var username: String { get }
    /// One sentence for screen readers.
    var accessibleDescription: String { get }
    var preview: ObservableProperty<PreviewState> { get }

    /// Starts loading the preview unless it is loaded or loading.
    func loadPreview()
    /// Stops a load in progress; the preview stays a placeholder and can be loaded later.
    func cancelPreviewLoad()
}
