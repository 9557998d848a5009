/// One page of a search, and where the next one starts.
public struct ResultPage: Sendable, Equatable {
    public let images: [ImageEntity]
    /// How many results the site will page through for this query, when it says.
    public let totalCount: Int?
    /// The next page, or nil at the end of what the site will give.
    public let next: PageToken?
    /// Words the site suggests searching instead ("did you mean"), with a first page.
    public let suggestion: String?
    /// Words that find something in the site, offered when nothing matched.
    public let alternatives: [String]
    /// How many more requests the site allows until its limit resets, when its answer
    /// says (`X-RateLimit-Remaining`; an answer from the cache does not).
    public let requestsLeft: Int?

    public init(
        images: [ImageEntity], totalCount: Int?, next: PageToken?, suggestion: String? = nil,
        alternatives: [String] = [], requestsLeft: Int? = nil
    ) {
        self.images = images
        self.totalCount = totalCount
        self.next = next
        self.suggestion = suggestion
        self.alternatives = alternatives
        self.requestsLeft = requestsLeft
    }
}
