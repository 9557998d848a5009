import Foundation

/// ``ImageSite`` over the Unsplash API with the person's access key, in its header: 30
/// photos a page (a demo key has 50 requests an hour), the rate limit honoured, answers kept
/// for 24 hours, and each use of a photo reported as Unsplash's guidelines ask.
public final class UnsplashSite: ImageSite {
    /// Unsplash's home page, with the referral its guidelines ask of every link back.
    static let home = UnsplashPhoto.referred("https://unsplash.com/")

    public let description: SiteDescription
    private let endpoint: APIEndpoint
    private let network: any Networking
    private let apiKey: APIKey

    public init(
        network: any Networking, baseURL: String = UnsplashRequest.defaultBaseURL, apiKey: APIKey,
        cache: (any ResponseCaching)? = nil, now: @escaping @Sendable () -> Date = Date.init
    ) {
        endpoint = APIEndpoint(.unsplash, baseURL: baseURL, network: network, cache: cache, now: now)
        self.network = network
        self.apiKey = apiKey
        description = SiteDescription(
            keyedAPI: .unsplash, baseURL: baseURL, imageOrigin: "https://images.unsplash.com/")
    }

    public func search(query: String, page: PageToken?,
        filters: SearchFilters) async throws(NetworkError) -> ResultPage {
        let request = UnsplashRequest(baseURL: endpoint.baseURL, apiKey: apiKey, query: query,
            page: page?.value ?? 1, filters: filters)
        do {
            return try await endpoint.client.fetch(request.apiRequest) { answer throws(NetworkError) in
                try Self.page(fromAnswer: answer, of: request)
            }
        } catch .requestRejected(status: 403) {
            // Unsplash refuses a key past its hourly limit with 403, not 429.
            throw .rateLimited(resetSeconds: nil)
        } catch .requestRejected(status: 404) where request.photographer != nil {
            // No such photographer on Unsplash (a thread from another site's image).
            return ResultPage(images: [], totalCount: 0, next: nil)
        }
    }

    /// The page an answer to `request` holds.
    public static func page(fromAnswer answer: HTTPResponse,
        of request: UnsplashRequest) throws(NetworkError) -> ResultPage {
        let requestsLeft = RateLimitHeaders.requestsLeft(in: answer.headers)
        if request.photographer != nil {
            // A photographer's photos come as a list, with no total: more while pages are full.
            let photos = try JSONBody.decode(LossyList<UnsplashPhoto>.self, from: answer.body).elements.map(\.entity)
            return ResultPage(images: photos, totalCount: nil,
                next: photos.count == request.perPage ? PageToken(request.page + 1) : nil, requestsLeft: requestsLeft)
        }
        let response = try JSONBody.decode(UnsplashResponse.self, from: answer.body)
        let more = request.page < response.totalPages && !response.results.isEmpty
        return ResultPage(images: response.results, totalCount: response.total,
            next: more ? PageToken(request.page + 1) : nil, requestsLeft: requestsLeft)
    }

    /// The photo's `download_location`; for a photo kept in the library, which holds no such
    /// link, the API's documented path (`/photos/ID/download`) beside the search's.
    private func downloadLocation(of image: ImageEntity) -> String {
        if let reported = image.usageReportURL { return reported }
        let root = UnsplashRequest.apiRoot(of: endpoint.baseURL)
        return root + "photos/" + URLQuery.percentEncoded(image.id) + "/download"
    }

    /// Requests the photo's `download_location` with the key, as Unsplash asks of every use;
    /// only ever at Unsplash's own API (or the stand-in that answered the search).
    public func reportUse(of image: ImageEntity) async throws(NetworkError) {
        guard image.site == .unsplash,
            let location = SameSite.redirect(from: endpoint.baseURL, to: downloadLocation(of: image)) else { return }
        let response = try await network.get(NetworkRequest(
            url: location, headers: UnsplashRequest.headers(for: apiKey), maxBodyBytes: 64 * 1024,
            redirects: .sameSiteOnly))
        if let error = response.error { throw error }
    }
}
