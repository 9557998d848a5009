/// Openverse's answer to a search.
struct OpenverseResponse: Decodable {
    let resultCount: Int
    let pageCount: Int
    let page: Int?
    let results: [OpenverseImage]

    private enum CodingKeys: String, CodingKey {
        case resultCount = "result_count", pageCount = "page_count", page, results
    }
}
