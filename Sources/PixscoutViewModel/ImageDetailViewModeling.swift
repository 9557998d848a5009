/// The selected image's details, beside the list.
@MainActor
public protocol ImageDetailViewModeling: AnyObject {
    var id: UInt64 { get }
    var tagText: String { get }
    var username: String { get }
    /// The original image's size, "4000 x 2667".
    var pageImageSizeText: String { get }
    /// Counts with the locale's thousands separators.
    var viewCountText: String { get }
    var downloadCountText: String { get }
    var likeCountText: String { get }
    var hasUserImage: Bool { get }
    /// The webformat image (about 640 px), placeholder until loaded.
    var image: ObservableProperty<PreviewState> { get }
    var userImage: ObservableProperty<PreviewState> { get }
    /// What a saved copy is called unless the person picks another name.
    var suggestedFileName: String { get }
    var save: ObservableProperty<SaveState> { get }

    func loadImages()
    /// Stops loads and a save in progress: a newer selection replaced this one.
    func cancel()
    func openInBrowser()
    /// Downloads the large image to `path`, reporting progress through ``save``.
    func saveImage(to path: String)
    func cancelSave()
}
