/// One image in Openverse's JSON. Its id, URL and licence are required: a result without them
/// is left out. Sizes, creator, title and licence details may be null or not believable.
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
    let tags: [Tag]
    let width: Int?
    let height: Int?
    let filesize: Int64?

    private enum CodingKeys: String, CodingKey {
        case id, title, url, thumbnail, creator, license, source, provider, attribution, tags, width, height, filesize
        case foreignLandingURL = "foreign_landing_url", creatorURL = "creator_url"
        case licenseVersion = "license_version", licenseURL = "license_url"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(String.self, forKey: .id)
        url = try container.decode(String.self, forKey: .url)
        license = try container.decode(String.self, forKey: .license)
        title = container.text(forKey: .title)
        foreignLandingURL = container.text(forKey: .foreignLandingURL)
        thumbnail = container.text(forKey: .thumbnail)
        creator = container.text(forKey: .creator)
        creatorURL = container.text(forKey: .creatorURL)
        licenseVersion = container.text(forKey: .licenseVersion)
        licenseURL = container.text(forKey: .licenseURL)
        source = container.text(forKey: .source)
        provider = container.text(forKey: .provider)
        attribution = container.text(forKey: .attribution)
        tags = ((try? container.decodeIfPresent(LossyList<Tag>.self, forKey: .tags)) ?? nil)?.elements ?? []
        width = container.pixels(forKey: .width)
        height = container.pixels(forKey: .height)
        filesize = container.bytes(forKey: .filesize)
    }

    var entity: ImageEntity {
        // The thumbnail endpoint resizes to about 600 px: right for rows and the pane.
        let thumbnail = thumbnail ?? url
        return ImageEntity(
            id: id, title: title?.isEmpty == false ? title : nil, tags: tags.map(\.name),
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
