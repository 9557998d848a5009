import Foundation

/// ``ImageSite`` over the Pexels API with the person's key, in its header: 40 photos a
/// page, the rate limit (200 an hour) honoured and answers kept for 24 hours.
public final class PexelsSite: ImageSite {
    static let home = "https://www.pexels.com/"

    public let description: SiteDescription
    private let endpoint: APIEndpoint
    private let apiKey: APIKey
    private let perPage: Int

    public init(
        network: any Networking, baseURL: String = PexelsRequest.defaultBaseURL, apiKey: APIKey,
        cache: (any ResponseCaching)? = nil, perPage: Int = PexelsRequest.defaultPerPage,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        endpoint = APIEndpoint(.pexels, baseURL: baseURL, network: network, cache: cache, now: now)
        self.apiKey = apiKey
        self.perPage = perPage
        description = SiteDescription(
            keyedAPI: .pexels, baseURL: baseURL, imageOrigin: "https://images.pexels.com/")
    }

    public func search(query: String, page: PageToken?,
        filters: SearchFilters) async throws(NetworkError) -> ResultPage {
        let request = PexelsRequest(baseURL: endpoint.baseURL, apiKey: apiKey, query: query,
            page: page?.value ?? 1, perPage: perPage, filters: filters)
        do {
            return try await endpoint.client.fetch(request.apiRequest) { answer throws(NetworkError) in
                try Self.page(fromAnswer: answer, of: request)
            }
        } catch .requestRejected(status: 403) {
            // Pexels refuses a key it does not know with 403.
            throw .invalidAPIKey
        }
    }

    /// The page an answer to `request` holds.
    public static func page(fromAnswer answer: HTTPResponse,
        of request: PexelsRequest) throws(NetworkError) -> ResultPage {
        let response = try JSONBody.decode(PexelsResponse.self, from: answer.body)
        let more = response.hasNextPage && !response.photos.isEmpty
        return ResultPage(images: response.photos, totalCount: response.totalResults,
            next: more ? PageToken(request.page + 1) : nil,
            requestsLeft: RateLimitHeaders.requestsLeft(in: answer.headers))
    }
}
