/// One result row: display text made once, when first read, and a preview that starts as a
/// placeholder.
@MainActor
public protocol ImageSearchCellModeling: AnyObject {
    var id: String { get }
    /// The title or the tags.
    var titleText: String { get }
    /// The original image's size, "1000 × 2000"; nil when unknown.
    var sizeText: String? { get }
    /// "by Rosa · CC BY-SA 4.0"; nil when neither is known.
    var creditText: String? { get }
    /// The image's width over its height (a grid's tile takes its shape); nil when unknown.
    var aspectRatio: Double? { get }
    /// One sentence for screen readers.
    var accessibleDescription: String { get }
    var preview: ObservableProperty<PreviewState> { get }
    /// True when the image is starred in the library.
    var isStarred: ObservableProperty<Bool> { get }
}
