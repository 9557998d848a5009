import Foundation

/// One image of a search result, whichever site it comes from. What a site does not
/// say is nil: an unknown count is not zero.
public struct ImageEntity: Sendable, Equatable, Identifiable {
    /// The site it comes from.
    public let site: SiteID
    /// Unique within its site: Pixabay's number, Openverse's UUID, Commons' page id.
    public let id: String
    /// A title, where the site gives one (Openverse, Commons); Pixabay images have tags only.
    public let title: String?
    public let tags: [String]
    /// A description in plain text (Commons), never markup.
    public let summary: String?
    /// The image's own page on the web.
    public let pageURL: String
    /// The original image's size.
    public let pageImageWidth: Int?
    public let pageImageHeight: Int?
    public let fileSize: Int64?
    /// A thumbnail for a row (about 150 to 250 px); nil when the site has no picture of the
    /// file (a Commons file it could not render): the row shows its placeholder.
    public let previewURL: String?
    /// The size the detail pane shows (about 640 to 960 px).
    public let imageURL: String?
    public let imageWidth: Int?
    public let imageHeight: Int?
    /// A large rendition for a full-window look and for copying (about 1280 to 1920 px).
    public let largeImageURL: String?
    /// The largest file the site offers, for saving.
    public let downloadURL: String?
    /// Where the site asks to be told, once, that the image was used (Unsplash's
    /// `download_location`); nil for the sites that do not ask.
    public let usageReportURL: String?
    public let viewCount: Int64?
    public let downloadCount: Int64?
    public let likeCount: Int64?
    public let creator: ImageCreator?
    public let license: ImageLicense?
    /// A credit line the site wrote itself (Openverse's `attribution`).
    public let attribution: String?
    /// Where the site found the image ("Flickr" for an Openverse result).
    public let sourceName: String?
    /// The other sites that have the same image, when several were searched at once.
    public var alsoOn: [SiteID] = []
    /// What a recheck found changed at its site since it was used, for an image of the library.
    public var siteChange: SiteChange?

    public init(
        site: SiteID, id: String, title: String? = nil, tags: [String] = [], summary: String? = nil,
            pageURL: String,
        pageImageWidth: Int? = nil, pageImageHeight: Int? = nil, fileSize: Int64? = nil,
        previewURL: String?, imageURL: String?, imageWidth: Int? = nil, imageHeight: Int? = nil,
        largeImageURL: String?, downloadURL: String? = nil, usageReportURL: String? = nil,
        viewCount: Int64? = nil, downloadCount: Int64? = nil, likeCount: Int64? = nil,
        creator: ImageCreator? = nil, license: ImageLicense? = nil, attribution: String? = nil,
            sourceName: String? = nil
    ) {
        self.site = site
        self.id = id
        // Text from a site is cleaned here, where every image is made (the site's own
        // rows too): one line each, nothing a terminal or a reader's direction acts on.
        self.title = NetworkText.line(title)
        self.tags = tags.compactMap { NetworkText.line($0 as String?) }
        self.summary = NetworkText.line(summary)
        self.pageURL = pageURL
        self.pageImageWidth = pageImageWidth
        self.pageImageHeight = pageImageHeight
        self.fileSize = fileSize
        self.previewURL = previewURL
        self.imageURL = imageURL
        self.imageWidth = imageWidth
        self.imageHeight = imageHeight
        self.largeImageURL = largeImageURL
        self.downloadURL = downloadURL ?? largeImageURL
        self.usageReportURL = usageReportURL
        self.viewCount = viewCount
        self.downloadCount = downloadCount
        self.likeCount = likeCount
        self.creator = creator
        self.license = license
        self.attribution = NetworkText.line(attribution)
        self.sourceName = NetworkText.line(sourceName)
    }

    /// Unique among every site's images: "openverse:UUID".
    public var key: String {
        "\(site.rawValue):\(id)"
    }

    /// Splits a comma-separated tag string (Pixabay's, the sample catalog's), trimmed.
    static func splitTags(_ tags: String?) -> [String] {
        guard let tags else { return [] }
        return tags.split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
    }
}
