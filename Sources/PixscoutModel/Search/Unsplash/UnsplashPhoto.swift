import Foundation

/// One photo in Unsplash's JSON, read straight into an ``ImageEntity``. Its id, its small
/// rendition and its page are required: a photo without them is left out. Unknown keys are
/// ignored; sizes that are not believable are unknown.
struct UnsplashPhoto: Decodable {
    /// Unsplash's guidelines ask every link back to it to say where the visit came from.
    static let referral = "utm_source=pixscout&utm_medium=referral"
    /// The longest side of the large rendition, asked of `raw` (quick look, copying).
    static let largeWidth = 2048
    /// `small` and `regular` are this wide.
    static let smallWidth = 400
    static let regularWidth = 1080

    let entity: ImageEntity

    private enum CodingKeys: String, CodingKey {
        case id, width, height, description, urls, links, user
        case altDescription = "alt_description"
    }

    private enum URLKeys: String, CodingKey {
        case raw, full, regular, small
    }

    private enum LinkKeys: String, CodingKey {
        case html
        case downloadLocation = "download_location"
    }

    private enum UserKeys: String, CodingKey {
        case name, username, links
    }

    init(from decoder: any Decoder) throws {
        let json = try decoder.container(keyedBy: CodingKeys.self)
        let urls = try json.nestedContainer(keyedBy: URLKeys.self, forKey: .urls)
        let links = try json.nestedContainer(keyedBy: LinkKeys.self, forKey: .links)
        let width = json.pixels(forKey: .width)
        let height = json.pixels(forKey: .height)
        let description = json.text(forKey: .description).flatMap { $0.isEmpty ? nil : $0 }
        let alt = json.text(forKey: .altDescription).flatMap { $0.isEmpty ? nil : $0 }
        let raw = urls.text(forKey: .raw)
        entity = ImageEntity(
            site: .unsplash, id: try json.decode(String.self, forKey: .id), title: description ?? alt,
            summary: description == nil ? nil : alt,
            pageURL: Self.referred(try links.decode(String.self, forKey: .html)),
            pageImageWidth: width, pageImageHeight: height,
            previewURL: try urls.decode(String.self, forKey: .small), imageURL: urls.text(forKey: .regular),
            imageWidth: Self.regularWidth, imageHeight: Self.height(atWidth: Self.regularWidth, width, height),
            largeImageURL: raw.map { Self.rendition($0, width: Self.largeWidth) } ?? urls.text(forKey: .full),
            downloadURL: urls.text(forKey: .full), usageReportURL: links.text(forKey: .downloadLocation),
            creator: Self.creator(in: json), license: .unsplash, sourceName: "Unsplash")
    }

    private static func creator(in json: KeyedDecodingContainer<CodingKeys>) -> ImageCreator? {
        guard let user = try? json.nestedContainer(keyedBy: UserKeys.self, forKey: .user) else { return nil }
        let profile = (try? user.nestedContainer(keyedBy: LinkKeys.self, forKey: .links))?.text(forKey: .html)
        guard let name = user.text(forKey: .name) ?? user.text(forKey: .username), !name.isEmpty else { return nil }
        return ImageCreator(name: name, profileURL: profile.map(referred))
    }

    /// `url` with Unsplash's referral parameters.
    static func referred(_ url: String) -> String {
        url.contains("utm_source=") ? url : url + (url.contains("?") ? "&" : "?") + referral
    }

    /// `raw` scaled by Unsplash's image service to `width` pixels at most, its shape kept.
    static func rendition(_ raw: String, width: Int) -> String {
        raw + (raw.contains("?") ? "&" : "?") + "w=\(width)&fit=max&fm=jpg&q=80"
    }

    private static func height(atWidth target: Int, _ width: Int?, _ height: Int?) -> Int? {
        guard let width, let height, width > 0 else { return nil }
        return max(1, Int((Double(height) * Double(target) / Double(width)).rounded()))
    }
}
