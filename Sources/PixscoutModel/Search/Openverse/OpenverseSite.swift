import Foundation

/// ``ImageSite`` over the Openverse API, anonymously: 20 results a page, 20 pages, the
/// rate limit honoured and answers kept for 24 hours.
public final class OpenverseSite: ImageSite {
    public let description: SiteDescription
    private let endpoint: APIEndpoint

    public init(
        network: any Networking, baseURL: String = OpenverseRequest.defaultBaseURL, cache: (any ResponseCaching)? = nil,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        endpoint = APIEndpoint(.openverse, baseURL: baseURL, network: network, cache: cache, now: now)
        // Thumbnails come from the API's own host.
        description = SiteDescription(
            keylessAPI: .openverse, baseURL: baseURL)
    }

    public func search(query: String, page: PageToken?,
        filters: SearchFilters) async throws(NetworkError) -> ResultPage {
        let request = OpenverseRequest(baseURL: endpoint.baseURL, query: query, page: page?.value ?? 1,
            filters: filters)
        return try await endpoint.client.fetch(request.apiRequest) { answer throws(NetworkError) in
            try Self.page(fromAnswer: answer, of: request)
        }
    }

    /// The page an answer to `request` holds.
    public static func page(fromAnswer answer: HTTPResponse,
        of request: OpenverseRequest) throws(NetworkError) -> ResultPage {
        let response = try JSONBody.decode(OpenverseResponse.self, from: answer.body)
        let pages = min(response.pageCount, OpenverseRequest.maxPages)
        let total = min(response.resultCount, pages * OpenverseRequest.maxPageSize)
        let more = request.isPaged && request.page < pages && !response.results.isEmpty
        return ResultPage(
            images: response.results.map(\.entity), totalCount: total, next: more ? PageToken(request.page + 1) : nil)
    }
}
