import Foundation
import GRDB

/// One image in the library, with everything needed to show and credit it offline, and its
/// thumbnail, kept here rather than in the previews cache, which forgets.
struct LibraryImageRecord: Codable, FetchableRecord, PersistableRecord, Sendable {
    static let databaseTableName = "image"

    var key: String
    /// The site the image came from; the column keeps its first name, so that libraries made
    /// before the word changed still open.
    var provider: String
    var imageID: String
    var title: String?
    var tags: String
    var summary: String?
    var pageURL: String
    var width: Int?
    var height: Int?
    var fileSize: Int64?
    var previewURL: String?
    var imageURL: String?
    var imageWidth: Int?
    var imageHeight: Int?
    var largeImageURL: String?
    var downloadURL: String?
    var creatorName: String?
    var creatorURL: String?
    var avatarURL: String?
    var licenseCode: String?
    var licenseVersion: String?
    var licenseName: String?
    var licenseURL: String?
    var attribution: String?
    var sourceName: String?
    var thumbnail: Data?
    var updatedAt: Date

    /// Every column but the thumbnail, for queries that list or credit images: thumbnails are
    /// read one at a time, by the previews that show them.
    static let columnsWithoutThumbnail = [
        "key", "provider", "imageID", "title", "tags", "summary", "pageURL", "width", "height", "fileSize",
            "previewURL",
        "imageURL", "imageWidth", "imageHeight", "largeImageURL", "downloadURL", "creatorName", "creatorURL",
            "avatarURL",
        "licenseCode", "licenseVersion", "licenseName", "licenseURL", "attribution", "sourceName", "updatedAt",
    ].map { "image.\($0)" }.joined(separator: ", ")

    init(_ image: ImageEntity, thumbnail: Data?, at date: Date) {
        key = image.key
        provider = image.site.rawValue
        imageID = image.id
        title = image.title
        // Tags never hold a newline: one line each.
        tags = image.tags.joined(separator: "\n")
        summary = image.summary
        pageURL = image.pageURL
        width = image.pageImageWidth
        height = image.pageImageHeight
        fileSize = image.fileSize
        previewURL = image.previewURL
        imageURL = image.imageURL
        imageWidth = image.imageWidth
        imageHeight = image.imageHeight
        largeImageURL = image.largeImageURL
        downloadURL = image.downloadURL
        creatorName = image.creator?.name
        creatorURL = image.creator?.profileURL
        avatarURL = image.creator?.avatarURL
        licenseCode = image.license?.code
        licenseVersion = image.license?.version
        licenseName = image.license?.name
        licenseURL = image.license?.url
        attribution = image.attribution
        sourceName = image.sourceName
        self.thumbnail = thumbnail
        updatedAt = date
    }

    /// The image as the rest of Pixscout knows it; nil for a row whose library is unknown.
    var entity: ImageEntity? {
        guard let site = SiteID(rawValue: provider) else { return nil }
        return ImageEntity(
            site: site, id: imageID, title: title, tags: tags.split(separator: "\n").map(String.init),
                summary: summary,
            pageURL: pageURL, pageImageWidth: width, pageImageHeight: height, fileSize: fileSize,
            previewURL: previewURL, imageURL: imageURL, imageWidth: imageWidth, imageHeight: imageHeight,
            largeImageURL: largeImageURL, downloadURL: downloadURL,
            creator: creatorName.map { ImageCreator(name: $0, profileURL: creatorURL, avatarURL: avatarURL) },
            license: licenseName.map { ImageLicense(code: licenseCode ?? "", version: licenseVersion, name: $0,
                url: licenseURL) },
            attribution: attribution, sourceName: sourceName)
    }
}
