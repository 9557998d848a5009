/// Openverse's answer to a search. Counts that are missing or not believable are 0.
struct OpenverseResponse: Decodable {
    let resultCount: Int
    let pageCount: Int
    let results: [OpenverseImage]

    private enum CodingKeys: String, CodingKey {
        case resultCount = "result_count", pageCount = "page_count", results
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        resultCount = Int(container.count(forKey: .resultCount) ?? 0)
        pageCount = Int(container.count(forKey: .pageCount) ?? 0)
        results = try container.decode(LossyList<OpenverseImage>.self, forKey: .results).elements
    }
}
