/// One page of a search, and where the next one starts.
public struct ResultPage: Sendable, Equatable {
    public let images: [ImageEntity]
    /// How many results the library will page through for this query, when it says.
    public let totalCount: Int?
    /// The next page, or nil at the end of what the library will give.
    public let next: PageToken?
    /// Words the library suggests searching instead ("did you mean"), with a first page.
    public let suggestion: String?
    /// Words that find something in the library, offered when nothing matched.
    public let alternatives: [String]

    public init(
        images: [ImageEntity], totalCount: Int?, next: PageToken?, suggestion: String? = nil,
        alternatives: [String] = []
    ) {
        self.images = images
        self.totalCount = totalCount
        self.next = next
        self.suggestion = suggestion
        self.alternatives = alternatives
    }
}
