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

    /// Each record's licence now, or that it is gone (404), one record a request.
    public func currentStatus(of images: [ImageEntity]) async throws(NetworkError) -> [String: SiteStatus]? {
        var found: [String: SiteStatus] = [:]
        for image in images where !image.id.isEmpty && image.id.allSatisfy({ $0.isASCII && ($0.isLetter
            || $0.isNumber || $0 == "-") }) {
            let url = endpoint.baseURL + image.id + "/"
            do throws(NetworkError) {
                let now = try await endpoint.client.fetch(APIRequest(url: url, cacheKey: url)) {
                    answer throws(NetworkError) in try JSONBody.decode(OpenverseImage.self, from: answer.body).entity
                }
                found[image.id] = .present(now.license)
            } catch .requestRejected(status: 404), .requestRejected(status: 410) {
                found[image.id] = .removed
            }
        }
        return found
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
