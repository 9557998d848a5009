import Foundation

/// ``ImageProviding`` over Wikimedia Commons' Action API: one request at a time, as Wikimedia
/// asks, pages followed through `continue.gsroffset`, answers kept for 24 hours.
public final class CommonsProvider: ImageProviding {
    public let description: ProviderDescription
    private let client: APIClient
    private let baseURL: String

    public init(
        network: any Networking, baseURL: String = CommonsRequest.defaultBaseURL, cache: (any ResponseCaching)? = nil,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.baseURL = baseURL
        client = APIClient(
            network: network, cache: cache, providerName: ProviderID.commons.name, oneRequestAtATime: true, now: now)
        description = ProviderDescription(
            id: .commons, homeURL: "https://commons.wikimedia.org/", linkPolicy: .anyWebPage,
            supportedFilters: [.imageType],
            previewOrigin: baseURL == CommonsRequest.defaultBaseURL ? "https://upload.wikimedia.org/" : URLQuery.origin(of: baseURL),
            apiOrigin: URLQuery.origin(of: baseURL))
    }

    public func search(query: String, page: PageToken?, filters: SearchFilters) async throws(NetworkError) -> ResultPage {
        let request = CommonsRequest(baseURL: baseURL, query: query, offset: page?.value ?? 0, filters: filters)
        let response = try await client.fetch(request.apiRequest) { body throws(NetworkError) in
            try JSONBody.decode(CommonsResponse.self, from: body)
        }
        let thumbnails = CommonsThumbnails()
        let images = (response.query?.pages ?? [])
            .sorted { ($0.index ?? .max) < ($1.index ?? .max) }
            .compactMap { $0.entity(thumbnails: thumbnails) }
        let next = response.continue?.gsroffset.flatMap { $0 > request.offset ? PageToken($0) : nil }
        return ResultPage(images: images, totalCount: nil, next: next)
    }
}
