import Foundation

/// Fetches a site's API responses: from the 24-hour cache when it can, sends nothing while
/// the site's rate limit is exhausted, and optionally one request at a time.
final class APIClient: Sendable {
    private let network: any Networking
    private let cache: (any ResponseCaching)?
    private let rateLimit: RateLimitGate
    private let serialGate: SerialGate?
    private let siteName: String

    init(
        network: any Networking, cache: (any ResponseCaching)?, siteName: String, oneRequestAtATime: Bool = false,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.network = network
        self.cache = cache
        self.siteName = siteName
        rateLimit = RateLimitGate(now: now)
        serialGate = oneRequestAtATime ? SerialGate() : nil
    }

    /// The value `decode` makes of a successful answer. An answer `decode` rejects is never
    /// cached; one it calls rate limited (an API's error sent with HTTP 200) also closes the gate.
    func fetch<Value>(
        _ request: APIRequest, decode: (HTTPResponse) throws(NetworkError) -> Value
    ) async throws(NetworkError) -> Value {
        if let body = cache?.response(for: request.cacheKey),
            let cached = try? decode(HTTPResponse(status: 200, body: body)) {
            Log.debug("\(siteName): cache hit for \(request.cacheKey)")
            return cached
        }
        try rateLimit.checkOpen()
        if let serialGate { await serialGate.enter() }
        let started = ContinuousClock.now
        let response: HTTPResponse
        do {
            response = try await network.get(NetworkRequest(
                url: request.url, headers: request.headers,
                redirects: request.carriesSecret ? .sameSiteOnly : .anySite))
        } catch {
            await serialGate?.leave()
            Log.debug("\(siteName): \(request.cacheKey) failed: \(error)")
            throw error
        }
        await serialGate?.leave()
        Log.debug("\(siteName): GET \(request.cacheKey) \(response.status) in \(started.millisecondsAgo) ms")
        rateLimit.record(response)
        if let error = response.error {
            throw error
        }
        do throws(NetworkError) {
            let value = try decode(response)
            cache?.store(response.body, for: request.cacheKey)
            return value
        } catch {
            if case .rateLimited(let seconds) = error {
                rateLimit.block(seconds: Int64(seconds ?? Int(RateLimitGate.defaultWait)))
            }
            throw error
        }
    }
}
