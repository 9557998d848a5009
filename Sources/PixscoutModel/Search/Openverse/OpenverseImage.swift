/// One image in Openverse's JSON, read straight into an ``ImageEntity``. Its id, URL and
/// licence are required: a result without them is left out. Sizes, creator, title and licence
/// details may be null or not believable.
struct OpenverseImage: Decodable {
    private struct Tag: Decodable {
        let name: String
    }

    let entity: ImageEntity

    private enum CodingKeys: String, CodingKey {
        case id, title, url, thumbnail, creator, license, source, provider, attribution, tags, width, height, filesize
        case foreignLandingURL = "foreign_landing_url", creatorURL = "creator_url"
        case licenseVersion = "license_version", licenseURL = "license_url"
    }

    init(from decoder: any Decoder) throws {
        let json = try decoder.container(keyedBy: CodingKeys.self)
        let url = try json.decode(String.self, forKey: .url)
        // The thumbnail endpoint resizes to about 600 px: right for rows and the pane.
        let thumbnail = json.text(forKey: .thumbnail) ?? url
        let title = json.text(forKey: .title)
        let tags = ((try? json.decodeIfPresent(LossyList<Tag>.self, forKey: .tags)) ?? nil)?.elements ?? []
        entity = ImageEntity(
            site: .openverse, id: try json.decode(String.self, forKey: .id),
                title: title?.isEmpty == false ? title : nil, tags: tags.map(\.name),
            pageURL: json.text(forKey: .foreignLandingURL) ?? url,
            pageImageWidth: json.pixels(forKey: .width), pageImageHeight: json.pixels(forKey: .height),
            fileSize: json.bytes(forKey: .filesize), previewURL: thumbnail, imageURL: thumbnail, largeImageURL: url,
                downloadURL: url,
            creator: json.text(forKey: .creator).map { ImageCreator(name: $0,
                profileURL: json.text(forKey: .creatorURL)) },
            license: .creativeCommons(
                code: try json.decode(String.self, forKey: .license), version: json.text(forKey: .licenseVersion),
                url: json.text(forKey: .licenseURL)),
            attribution: json.text(forKey: .attribution),
            sourceName: Self.sourceName(json.text(forKey: .source) ?? json.text(forKey: .provider)))
    }

    /// "flickr" → "Flickr"; Openverse's codes for its sources, as their owners write them.
    static func sourceName(_ code: String?) -> String? {
        guard let code, !code.isEmpty else { return nil }
        return knownSources[code.lowercased()] ?? code.prefix(1).uppercased() + code.dropFirst()
    }

    /// The code ``sourceName(_:)`` named, to ask Openverse for more from that source.
    static func sourceCode(_ name: String?) -> String? {
        guard let name, !name.isEmpty else { return nil }
        return knownSources.first { $0.value == name }?.key ?? name.lowercased()
    }

    private static let knownSources = [
        "flickr": "Flickr", "wikimedia": "Wikimedia Commons", "stocksnap": "StockSnap", "nappy": "nappy",
        "met": "The Metropolitan Museum of Art", "smithsonian": "Smithsonian Institution", "rawpixel": "rawpixel",
    ]
}
