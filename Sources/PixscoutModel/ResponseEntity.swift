/// One page of a Pixabay search.
public struct ResponseEntity: Sendable, Equatable {
    /// How many images the API will page through for this query (`totalHits`, at most 500).
    public let totalCount: Int
    public let images: [ImageEntity]

    public init(totalCount: Int, images: [ImageEntity]) {
        self.totalCount = totalCount
        self.images = images
    }
}

extension ResponseEntity: Decodable {
    private enum CodingKeys: String, CodingKey {
        case totalHits, hits
    }

    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        totalCount = try values.decode(Int.self, forKey: .totalHits)
        images = try values.decode([ImageEntity].self, forKey: .hits)
    }
}
