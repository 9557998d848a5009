import Foundation

/// One image of a Pixabay search result.
public struct ImageEntity: Sendable, Equatable, Identifiable {
    public let id: UInt64
    public let pageURL: String
    public let pageImageWidth: Int
    public let pageImageHeight: Int
    public let previewURL: String
    public let previewWidth: Int
    public let previewHeight: Int
    public let imageURL: String
    public let imageWidth: Int
    public let imageHeight: Int
    public let largeImageURL: String
    public let viewCount: Int64
    public let downloadCount: Int64
    public let likeCount: Int64
    public let tags: [String]
    public let username: String
    public let userImageURL: String?

    public init(
        id: UInt64, pageURL: String, pageImageWidth: Int, pageImageHeight: Int,
        previewURL: String, previewWidth: Int, previewHeight: Int,
        imageURL: String, imageWidth: Int, imageHeight: Int, largeImageURL: String,
        viewCount: Int64, downloadCount: Int64, likeCount: Int64,
        tags: [String], username: String, userImageURL: String?
    ) {
        self.id = id
        self.pageURL = pageURL
        self.pageImageWidth = pageImageWidth
        self.pageImageHeight = pageImageHeight
        self.previewURL = previewURL
        self.previewWidth = previewWidth
        self.previewHeight = previewHeight
        self.imageURL = imageURL
        self.imageWidth = imageWidth
        self.imageHeight = imageHeight
        self.largeImageURL = largeImageURL
        self.viewCount = viewCount
        self.downloadCount = downloadCount
        self.likeCount = likeCount
        self.tags = tags
        self.username = username
        self.userImageURL = userImageURL
    }
}

extension ImageEntity: Decodable {
    private enum CodingKeys: String, CodingKey {
        case id, pageURL, imageWidth, imageHeight
        case previewURL, previewWidth, previewHeight
        case webformatURL, webformatWidth, webformatHeight, largeImageURL
        case views, downloads, likes, tags, user, userImageURL
    }

    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        id = try values.decode(UInt64.self, forKey: .id)
        pageURL = try values.decode(String.self, forKey: .pageURL)
        pageImageWidth = try values.decode(Int.self, forKey: .imageWidth)
        pageImageHeight = try values.decode(Int.self, forKey: .imageHeight)
        previewURL = try values.decode(String.self, forKey: .previewURL)
        previewWidth = try values.decode(Int.self, forKey: .previewWidth)
        previewHeight = try values.decode(Int.self, forKey: .previewHeight)
        imageURL = try values.decode(String.self, forKey: .webformatURL)
        imageWidth = try values.decode(Int.self, forKey: .webformatWidth)
        imageHeight = try values.decode(Int.self, forKey: .webformatHeight)
        largeImageURL = try values.decode(String.self, forKey: .largeImageURL)
        viewCount = try values.decode(Int64.self, forKey: .views)
        downloadCount = try values.decode(Int64.self, forKey: .downloads)
        likeCount = try values.decode(Int64.self, forKey: .likes)
        tags = Self.splitTags(try values.decodeIfPresent(String.self, forKey: .tags))
        username = try values.decode(String.self, forKey: .user)
        let userImage = try values.decodeIfPresent(String.self, forKey: .userImageURL)
        // Pixabay sends "" for users without an avatar.
        userImageURL = userImage?.isEmpty == false ? userImage : nil
    }

    /// Pixabay sends tags as one comma-separated string.
    static func splitTags(_ tags: String?) -> [String] {
        guard let tags else { return [] }
        return tags.split(separator: ",")
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { !$0.isEmpty }
    }
}
