import Foundation

/// One image in Pixabay's JSON, read straight into an ``ImageEntity``. Its id and URLs are
/// required: a hit without them is left out. Sizes and counts that are missing or not
/// believable are unknown; unknown keys are ignored.
struct PixabayHit: Decodable {
    /// Pixabay's own host, for the author's profile (`/users/NAME-ID/`), in the decoder's `userInfo`.
    static let siteKey: CodingUserInfoKey = {
        guard let key = CodingUserInfoKey(rawValue: "pixabaySite") else {
            preconditionFailure("a plain key name is a valid key")
        }
        return key
    }()

    let entity: ImageEntity

    private enum CodingKeys: String, CodingKey {
        case id, pageURL, tags, previewURL, webformatURL, webformatWidth, webformatHeight, largeImageURL
        case imageWidth, imageHeight, imageSize, views, downloads, likes, user, userImageURL
        case userID = "user_id"
    }

    init(from decoder: any Decoder) throws {
        let json = try decoder.container(keyedBy: CodingKeys.self)
        let site = decoder.userInfo[Self.siteKey] as? String ?? "https://pixabay.com/"
        let user = json.text(forKey: .user) ?? ""
        let userID = (try? json.decodeIfPresent(UInt64.self, forKey: .userID)) ?? nil
        // Pixabay sends "" for users without an avatar.
        let avatar = json.text(forKey: .userImageURL).flatMap { $0.isEmpty ? nil : $0 }
        entity = ImageEntity(
            site: .pixabay, id: String(try json.decode(UInt64.self, forKey: .id)),
                tags: ImageEntity.splitTags(json.text(forKey: .tags)),
            pageURL: try json.decode(String.self, forKey: .pageURL),
            pageImageWidth: json.pixels(forKey: .imageWidth), pageImageHeight: json.pixels(forKey: .imageHeight),
            fileSize: json.bytes(forKey: .imageSize), previewURL: try json.decode(String.self, forKey: .previewURL),
            imageURL: try json.decode(String.self, forKey: .webformatURL),
            imageWidth: json.pixels(forKey: .webformatWidth), imageHeight: json.pixels(forKey: .webformatHeight),
            largeImageURL: try json.decode(String.self, forKey: .largeImageURL),
            viewCount: json.count(forKey: .views), downloadCount: json.count(forKey: .downloads),
                likeCount: json.count(forKey: .likes),
            creator: user.isEmpty ? nil : ImageCreator(
                name: user, profileURL: userID.map { "\(site)users/\(URLQuery.percentEncoded(user))-\($0)/" },
                    avatarURL: avatar),
            license: .pixabay, sourceName: "Pixabay")
    }
}
