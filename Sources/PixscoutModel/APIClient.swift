import Foundation

/// Fetches a provider's API responses: from the 24-hour cache when it can, sends nothing while
/// the provider's rate limit is exhausted, and optionally one request at a time.
final class APIClient: Sendable {
    private let network: any Networking
    private let cache: (any ResponseCaching)?
    private let rateLimit: RateLimitGate
    private let serialGate: SerialGate?
    private let providerName: String

    init(
        network: any Networking, cache: (any ResponseCaching)?, providerName: String, oneRequestAtATime: Bool = false,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.network = network
        self.cache = cache
        self.providerName = providerName
        rateLimit = RateLimitGate(now: now)
        serialGate = oneRequestAtATime ? SerialGate() : nil
    }

    /// The body of a successful answer, after `decode` accepted it. A body `decode` rejects is
    /// never cached.
    func fetch<Value>(_ request: APIRequest, decode: (Data) throws(NetworkError) -> Value) async throws(NetworkError) -> Value {
        if let body = cache?.response(for: request.cacheKey), let cached = try? decode(body) {
            Log.debug("\(providerName): cache hit for \(request.cacheKey)")
            return cached
        }
        try rateLimit.checkOpen()
        if let serialGate { await serialGate.enter() }
        let started = ContinuousClock.now
        let response: HTTPResponse
        do {
            response = try await network.get(request.url)
        } catch {
            await serialGate?.leave()
            Log.debug("\(providerName): \(request.cacheKey) failed: \(error)")
            throw error
        }
        await serialGate?.leave()
        Log.debug("\(providerName): GET \(request.cacheKey) \(response.status) in \(started.millisecondsAgo) ms")
        rateLimit.record(response)
        if let error = response.error {
            throw error
        }
        let value = try decode(response.body)
        cache?.store(response.body, for: request.cacheKey)
        return value
    }
}
