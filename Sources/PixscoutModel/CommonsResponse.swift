/// Commons' answer (`formatversion=2`): the pages found, and where the next page starts.
struct CommonsResponse: Decodable {
    struct Continuation: Decodable {
        let gsroffset: Int?
    }

    struct Query: Decodable {
        let pages: [CommonsPage]?
    }

    /// Absent when there is nothing more.
    let `continue`: Continuation?
    /// Absent when the search found nothing.
    let query: Query?
}
