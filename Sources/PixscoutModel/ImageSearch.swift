import Foundation

/// ``ImageSearching`` over the Pixabay API, or any server that speaks its format: answers from
/// the 24-hour cache when it can, and sends nothing while the rate limit is exhausted.
public final class ImageSearch: ImageSearching {
    private let network: any Networking
    private let baseURL: String
    private let apiKey: APIKey?
    private let cache: (any ResponseCaching)?
    private let rateLimit: RateLimitGate

    public init(
        network: any Networking, baseURL: String = PixabayRequest.defaultBaseURL, apiKey: APIKey?,
        cache: (any ResponseCaching)? = nil, now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.network = network
        self.baseURL = baseURL
        self.apiKey = apiKey
        self.cache = cache
        rateLimit = RateLimitGate(now: now)
    }

    public func search(query: String, page: Int, perPage: Int, filters: SearchFilters) async throws(NetworkError)
        -> ResponseEntity
    {
        let request = PixabayRequest(
            baseURL: baseURL, apiKey: apiKey, query: query, page: page, perPage: perPage, filters: filters)
        if let body = cache?.response(for: request.cacheKey), let cached = try? Self.decode(body) {
            return cached
        }
        try rateLimit.checkOpen()
        let response = try await network.get(request.url)
        rateLimit.record(response)
        if let error = response.error {
            throw error
        }
        let page = try Self.decode(response.body)
        cache?.store(response.body, for: request.cacheKey)
        return page
    }

    private static func decode(_ body: Data) throws(NetworkError) -> ResponseEntity {
        do {
            return try JSONDecoder().decode(ResponseEntity.self, from: body)
        } catch {
            throw .incorrectDataReturned
        }
    }
}
