/// One image in Pixabay's JSON. Every field the seed relied on is required, as there;
/// `tags` and `userImageURL` may be missing; unknown keys are ignored.
struct PixabayHit: Decodable {
    let id: UInt64
    let pageURL: String
    let tags: String?
    let previewURL: String
    let webformatURL: String
    let webformatWidth: Int
    let webformatHeight: Int
    let largeImageURL: String
    let imageWidth: Int
    let imageHeight: Int
    let imageSize: Int64?
    let views: Int64
    let downloads: Int64
    let likes: Int64
    let userID: UInt64?
    let user: String
    let userImageURL: String?

    private enum CodingKeys: String, CodingKey {
        case id, pageURL, tags, previewURL, webformatURL, webformatWidth, webformatHeight, largeImageURL
        case imageWidth, imageHeight, imageSize, views, downloads, likes, user, userImageURL
        case userID = "user_id"
    }

    /// Pixabay's own host, for the author's profile (`/users/NAME-ID/`).
    func entity(site: String) -> ImageEntity {
        ImageEntity(
            id: String(id), tags: ImageEntity.splitTags(tags), pageURL: pageURL,
            pageImageWidth: imageWidth, pageImageHeight: imageHeight, fileSize: imageSize,
            previewURL: previewURL, imageURL: webformatURL, imageWidth: webformatWidth, imageHeight: webformatHeight,
            largeImageURL: largeImageURL, viewCount: views, downloadCount: downloads, likeCount: likes,
            creator: ImageCreator(
                name: user,
                profileURL: userID.map { "\(site)users/\(URLQuery.percentEncoded(user))-\($0)/" },
                // Pixabay sends "" for users without an avatar.
                avatarURL: userImageURL?.isEmpty == false ? userImageURL : nil),
            license: .pixabay, sourceName: "Pixabay")
    }
}
