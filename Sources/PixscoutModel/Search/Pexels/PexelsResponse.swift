/// Pexels' answer to a search: `total_results`, the page's `photos`, and `next_page` while
/// there are more.
struct PexelsResponse: Decodable {
    /// 0 when the answer gives no believable number.
    let totalResults: Int
    let photos: [ImageEntity]
    let hasNextPage: Bool

    private enum CodingKeys: String, CodingKey {
        case photos
        case totalResults = "total_results"
        case nextPage = "next_page"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        totalResults = Int(container.count(forKey: .totalResults) ?? 0)
        photos = try container.decode(LossyList<PexelsPhoto>.self, forKey: .photos).elements.map(\.entity)
        hasNextPage = !(container.text(forKey: .nextPage) ?? "").isEmpty
    }
}
