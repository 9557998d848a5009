/// One image in Pixabay's JSON. Its id and URLs are required: a hit without them is left out.
/// Sizes and counts that are missing or not believable are unknown; unknown keys are ignored.
struct PixabayHit: Decodable {
    let id: UInt64
    let pageURL: String
    let tags: String?
    let previewURL: String
    let webformatURL: String
    let webformatWidth: Int?
    let webformatHeight: Int?
    let largeImageURL: String
    let imageWidth: Int?
    let imageHeight: Int?
    let imageSize: Int64?
    let views: Int64?
    let downloads: Int64?
    let likes: Int64?
    let userID: UInt64?
    let user: String
    let userImageURL: String?

    private enum CodingKeys: String, CodingKey {
        case id, pageURL, tags, previewURL, webformatURL, webformatWidth, webformatHeight, largeImageURL
        case imageWidth, imageHeight, imageSize, views, downloads, likes, user, userImageURL
        case userID = "user_id"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(UInt64.self, forKey: .id)
        pageURL = try container.decode(String.self, forKey: .pageURL)
        previewURL = try container.decode(String.self, forKey: .previewURL)
        webformatURL = try container.decode(String.self, forKey: .webformatURL)
        largeImageURL = try container.decode(String.self, forKey: .largeImageURL)
        tags = container.text(forKey: .tags)
        webformatWidth = container.pixels(forKey: .webformatWidth)
        webformatHeight = container.pixels(forKey: .webformatHeight)
        imageWidth = container.pixels(forKey: .imageWidth)
        imageHeight = container.pixels(forKey: .imageHeight)
        imageSize = container.bytes(forKey: .imageSize)
        views = container.count(forKey: .views)
        downloads = container.count(forKey: .downloads)
        likes = container.count(forKey: .likes)
        userID = (try? container.decodeIfPresent(UInt64.self, forKey: .userID)) ?? nil
        user = container.text(forKey: .user) ?? ""
        userImageURL = container.text(forKey: .userImageURL)
    }

    /// Pixabay's own host, for the author's profile (`/users/NAME-ID/`).
    func entity(site: String) -> ImageEntity {
        ImageEntity(
            id: String(id), tags: ImageEntity.splitTags(tags), pageURL: pageURL,
            pageImageWidth: imageWidth, pageImageHeight: imageHeight, fileSize: imageSize,
            previewURL: previewURL, imageURL: webformatURL, imageWidth: webformatWidth, imageHeight: webformatHeight,
            largeImageURL: largeImageURL, viewCount: views, downloadCount: downloads, likeCount: likes,
            creator: user.isEmpty ? nil : ImageCreator(
                name: user,
                profileURL: userID.map { "\(site)users/\(URLQuery.percentEncoded(user))-\($0)/" },
                // Pixabay sends "" for users without an avatar.
                avatarURL: userImageURL?.isEmpty == false ? userImageURL : nil),
            license: .pixabay, sourceName: "Pixabay")
    }
}
