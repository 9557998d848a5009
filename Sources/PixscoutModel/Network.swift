import CurlKit

/// ``Networking`` over libcurl's multi interface: all requests share one connection pool.
public final class Network: Networking, Preconnecting {
    private let multi: CurlMulti
    private let maxBodyBytes: Int

    public init(multi: CurlMulti, maxBodyBytes: Int = 32 * 1024 * 1024) {
        self.multi = multi
        self.maxBodyBytes = maxBodyBytes
    }

    public func get(_ url: String, progress: (@Sendable (Int64, Int64) -> Void)?) async throws(NetworkError) -> HTTPResponse {
        do {
            let response = try await multi.perform(CurlRequest(url: url, maxBodyBytes: maxBodyBytes, onProgress: progress))
            return HTTPResponse(status: response.status, headers: response.headers, body: response.body)
        } catch {
            throw Self.networkError(for: error)
        }
    }

    public func preconnect(to origin: String, count: Int) async -> Bool {
        let started = ContinuousClock.now
        let answered = await multi.preconnect(to: origin, count: count)
        Log.debug("preconnect \(origin) x\(count): \(answered ? "open" : "unreachable") in \(started.millisecondsAgo) ms")
        return answered
    }

    static func networkError(for error: CurlError) -> NetworkError {
        switch error.kind {
        case .couldNotConnect, .timedOut: .serverNotReached
        case .connectionLost, .other, .fileNotWritable: .connectionLost
        case .responseTooLarge, .unsupportedURL, .tooManyRedirects: .incorrectDataReturned
        case .cancelled: .cancelled
        case .unsupportedOption: .networkLibraryUnsupported
        }
    }
}
