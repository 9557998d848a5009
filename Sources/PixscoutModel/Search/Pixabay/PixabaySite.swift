import Foundation

/// ``ImageSite`` over the Pixabay API, or any server that speaks its format: answers from
/// the 24-hour cache when it can, and sends nothing while the rate limit is exhausted.
public final class PixabaySite: ImageSite {
    /// Pixabay pages through at most this many results of a query.
    static let maxResults = 500
    /// Pixabay allows 3 to 200; 50 keeps each page quick to show.
    public static let defaultPerPage = 50

    public let description: SiteDescription
    private let endpoint: APIEndpoint
    private let apiKey: APIKey?
    private let perPage: Int
    private let language: String

    public init(
        network: any Networking, baseURL: String = PixabayRequest.defaultBaseURL, apiKey: APIKey?,
        cache: (any ResponseCaching)? = nil, perPage: Int = defaultPerPage, language: String = "en",
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        endpoint = APIEndpoint(.pixabay, baseURL: baseURL, network: network, cache: cache, now: now)
        self.apiKey = apiKey
        self.perPage = perPage
        self.language = language
        description = SiteDescription(keyedAPI: .pixabay, baseURL: baseURL, imageOrigin: "https://cdn.pixabay.com/")
    }

    public func search(query: String, page: PageToken?,
        filters: SearchFilters) async throws(NetworkError) -> ResultPage {
        let number = page?.value ?? 1
        let request = PixabayRequest(
            baseURL: endpoint.baseURL, apiKey: apiKey, query: query, page: number, perPage: perPage, filters: filters,
            language: language)
        let site = description.homeURL ?? ""
        return try await endpoint.client.fetch(request.apiRequest) { answer throws(NetworkError) in
            try Self.page(fromAnswer: answer, of: request, site: site)
        }
    }

    /// The page an answer to `request` holds; `site` is Pixabay's own, for profile links.
    public static func page(fromAnswer answer: HTTPResponse, of request: PixabayRequest,
        site: String) throws(NetworkError) -> ResultPage {
        let response = try JSONBody.decode(PixabayResponse.self, from: answer.body,
            userInfo: [PixabayHit.siteKey: site])
        let total = min(response.totalHits, maxResults)
        // Never ask past what the API will page through: it answers 400 there.
        let more = request.page * request.perPage < total && response.hits.count == request.perPage
        return ResultPage(
            images: response.hits, totalCount: total, next: more ? PageToken(request.page + 1) : nil,
            requestsLeft: RateLimitHeaders.requestsLeft(in: answer.headers))
    }
}
