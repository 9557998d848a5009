/// Pixabay's answer to a search: `totalHits` and the page's `hits`.
struct PixabayResponse: Decodable {
    /// How many images the API will page through for this query (at most 500); 0 when the
    /// answer gives no believable number.
    let totalHits: Int
    let hits: [ImageEntity]

    private enum CodingKeys: String, CodingKey {
        case totalHits, hits
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        totalHits = Int(container.count(forKey: .totalHits) ?? 0)
        hits = try container.decode(LossyList<PixabayHit>.self, forKey: .hits).elements.map(\.entity)
    }
}
