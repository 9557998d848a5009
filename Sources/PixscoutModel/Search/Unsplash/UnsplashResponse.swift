/// Unsplash's answer to a search: `total`, `total_pages` and the page's `results`.
struct UnsplashResponse: Decodable {
    /// 0 when the answer gives no believable number.
    let total: Int
    let totalPages: Int
    let results: [ImageEntity]

    private enum CodingKeys: String, CodingKey {
        case total, results
        case totalPages = "total_pages"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        total = Int(container.count(forKey: .total) ?? 0)
        totalPages = Int(container.count(forKey: .totalPages) ?? 0)
        results = try container.decode(LossyList<UnsplashPhoto>.self, forKey: .results).elements.map(\.entity)
    }
}
