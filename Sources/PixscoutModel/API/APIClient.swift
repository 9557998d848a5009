import Foundation

/// Fetches a site's API responses: from the 24-hour cache when it can, sends nothing while
/// the site's rate limit is exhausted, and optionally one request at a time.
final class APIClient: Sendable {
    /// Every site's answers are decoded one at a time, in the order they came: All sites' five
    /// answers come within a millisecond or two, and decoded at once they took both cores, so that
    /// the first one's results were decoded later and its rows waited for a core to be shown.
    private static let decodingTurns = SerialGate()

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
            let cached = try? await decodedInTurn(HTTPResponse(status: 200, body: body), decode).get() {
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
        let decoded = await decodedInTurn(response, decode)
        do throws(NetworkError) {
            let value = try decoded.get()
            cache?.store(response.body, for: request.cacheKey)
            return value
        } catch {
            if case .rateLimited(let seconds) = error {
                rateLimit.block(seconds: Int64(seconds ?? Int(RateLimitGate.defaultWait)))
            }
            throw error
        }
    }

    private func decodedInTurn<Value>(
        _ response: HTTPResponse, _ decode: (HTTPResponse) throws(NetworkError) -> Value
    ) async -> Result<Value, NetworkError> {
        await Self.decodingTurns.enter()
        let decoded: Result<Value, NetworkError>
        do throws(NetworkError) {
            decoded = .success(try decode(response))
        } catch {
            decoded = .failure(error)
        }
        await Self.decodingTurns.leave()
        return decoded
    }
}
