/// The selected image's details beside the list, and what can be done with it.
@MainActor
public protocol ImageDetailViewModeling: AnyObject {
    var id: String { get }
    /// The title, or the tags for images without one.
    var titleText: String { get }
    /// The tags, each a way to search for more like it with ``searchTag(at:)``.
    var tags: [String] { get }
    /// The threads to follow from it ("More by Aurora", "Similar images"), each the window's
    /// action of its kind in ``followUpKinds``.
    var followUpTitles: [String] { get }
    var followUpKinds: [FollowUp] { get }
    /// A description in plain text (Commons); nil when there is none.
    var summaryText: String? { get }
    /// "by Rosa"; nil when the author is unknown.
    var creatorText: String? { get }
    /// The author's profile, shown as the link's address; opened through ``openCreatorPage()``.
    var creatorPage: String? { get }
    /// "4000 × 2667 pixels · 3.5 MB", with what is known; nil when nothing is.
    var sizeText: String? { get }
    /// Known counts with the locale's separators, "7,654 views · 12 likes"; nil when none is known.
    var countsText: String? { get }
    /// "CC BY-SA 4.0"; nil when the site gives no licence.
    var licenseText: String? { get }
    /// What a site's own licence forbids, in one line; nil for the others.
    var licenseLimitsText: String? { get }
    var licensePage: String? { get }
    /// "From Flickr via Openverse".
    var sourceText: String { get }
    var hasUserImage: Bool { get }
    /// The pane's image, placeholder until loaded.
    var image: ObservableProperty<PreviewState> { get }
    var userImage: ObservableProperty<PreviewState> { get }
    /// What a saved copy is called unless the person picks another name.
    var suggestedFileName: String { get }
    var save: ObservableProperty<SaveState> { get }
    /// True when the image is starred in the library.
    var isStarred: ObservableProperty<Bool> { get }
    /// When and where it was used, newest first, one line each ("Saved as ~/Slides/sky.jpg on
    /// 27 Nov 2026 at 14:05"); empty when it never was.
    var uses: ObservableProperty<[String]> { get }

    func loadImages()
    /// Stops loads and a save in progress: a newer selection replaced this one.
    func cancel()
    func openCreatorPage()
    func openLicense()
    /// A new search for tag `index`, from the library view too.
    func searchTag(at index: Int)
    /// Downloads the largest image to `path`, reporting progress through ``save``.
    func saveImage(to path: String)
    func cancelSave()
}
