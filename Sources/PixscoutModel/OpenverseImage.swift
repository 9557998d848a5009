/// One image in Openverse's JSON. Sizes, creator, title and licence details may be null.
struct OpenverseImage: Decodable {
    struct Tag: Decodable {
        let name: String
    }

    let id: String
    let title: String?
    let foreignLandingURL: String?
    let url: String
    let thumbnail: String?
    let creator: String?
    let creatorURL: String?
    let license: String
    let licenseVersion: String?
    let licenseURL: String?
    let source: String?
    let provider: String?
    let attribution: String?
    let tags: [Tag]?
    let width: Int?
    let height: Int?
    let filesize: Int64?

    private enum CodingKeys: String, CodingKey {
        case id, title, url, thumbnail, creator, license, source, provider, attribution, tags, width, height, filesize
        case foreignLandingURL = "foreign_landing_url", creatorURL = "creator_url"
        case licenseVersion = "license_version", licenseURL = "license_url"
    }

    var entity: ImageEntity {
        // The thumbnail endpoint resizes to about 600 px: right for rows and the pane.
        let thumbnail = thumbnail ?? url
        return ImageEntity(
            id: id, title: title?.isEmpty == false ? title : nil, tags: (tags ?? []).map(\.name),
            pageURL: foreignLandingURL ?? url, pageImageWidth: width, pageImageHeight: height, fileSize: filesize,
            previewURL: thumbnail, imageURL: thumbnail, largeImageURL: url, downloadURL: url,
            creator: creator.map { ImageCreator(name: $0, profileURL: creatorURL) },
            license: .creativeCommons(code: license, version: licenseVersion, url: licenseURL),
            attribution: attribution, sourceName: Self.sourceName(source ?? provider))
    }

    /// "flickr" → "Flickr"; Openverse's codes for its sources, as their owners write them.
    static func sourceName(_ code: String?) -> String? {
        guard let code, !code.isEmpty else { return nil }
        let known = [
            "flickr": "Flickr", "wikimedia": "Wikimedia Commons", "stocksnap": "StockSnap", "nappy": "nappy",
            "met": "The Metropolitan Museum of Art", "smithsonian": "Smithsonian Institution", "rawpixel": "rawpixel",
        ]
        return known[code.lowercased()] ?? code.prefix(1).uppercased() + code.dropFirst()
    }
}
