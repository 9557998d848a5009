/// Pixabay's answer to a search: `totalHits` and the page's `hits`.
struct PixabayResponse: Decodable {
    /// How many images the API will page through for this query (at most 500).
    let totalHits: Int
    let hits: [PixabayHit]
}
