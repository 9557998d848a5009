import CurlKit
import Foundation

/// Opens connections before they are needed, so that the requests that follow skip DNS, TCP
/// and TLS set-up.
public protocol Preconnecting: Sendable {
    /// Opens up to `count` connections to `origin` ("https://cdn.pixabay.com/"). Returns whether
    /// the server answered at all: false means it cannot be reached from here.
    @discardableResult
    func preconnect(to origin: String, count: Int) async -> Bool
}

extension Preconnecting {
    /// Whether any of `origins` answers, each asked at once: one site that answers is enough
    /// to search (All sites asks several).
    public func reachesAny(of origins: [String]) async -> Bool {
        await withTaskGroup(of: Bool.self) { group in
            for origin in origins { group.addTask { await preconnect(to: origin, count: 1) } }
            var reachable = false
            for await answered in group { reachable = reachable || answered }
            return reachable
        }
    }
}

/// ``Networking`` over libcurl's multi interface: all requests share one connection pool.
public final class Network: Networking, Preconnecting {
    /// Redirects followed at most, by curl or, for requests that carry a secret, here.
    static let maxRedirects = 5

    private let multi: CurlMulti

    public init(multi: CurlMulti) {
        self.multi = multi
    }

    public func get(_ request: NetworkRequest) async throws(NetworkError) -> HTTPResponse {
        switch request.redirects {
        case .anySite:
            return try await perform(request, url: request.url, maxRedirects: Self.maxRedirects)
        case .sameSiteOnly:
            return try await followSameSiteRedirects(request)
        }
    }

    /// Follows each redirect itself, and only within the request's own site: the URL carries a
    /// secret that must not reach another host, nor travel unencrypted.
    private func followSameSiteRedirects(_ request: NetworkRequest) async throws(NetworkError) -> HTTPResponse {
        var url = request.url
        for _ in 0...Self.maxRedirects {
            let response = try await perform(request, url: url, maxRedirects: 0)
            guard (300..<400).contains(response.status),
                let location = response.headers["location"] else { return response }
            guard let next = SameSite.redirect(from: url, to: location) else {
                Log.warning("a redirect to another site was not followed: the request carries a key")
                throw .incorrectDataReturned
            }
            url = next
        }
        throw .incorrectDataReturned
    }

    private func perform(_ request: NetworkRequest, url: String,
        maxRedirects: Int) async throws(NetworkError) -> HTTPResponse {
        do {
            let response = try await multi.perform(CurlRequest(
                url: url, headers: request.headers, maxBodyBytes: request.maxBodyBytes,
                deadlineSeconds: request.deadlineSeconds,
                maxRedirects: maxRedirects, onProgress: request.progress))
            return HTTPResponse(status: response.status, headers: response.headers, body: response.body)
        } catch {
            throw Self.networkError(for: error)
        }
    }

    public func preconnect(to origin: String, count: Int) async -> Bool {
        let started = ContinuousClock.now
        let answered = await multi.preconnect(to: origin, count: count)
        let outcome = answered ? "open" : "unreachable"
        Log.debug("preconnect \(origin) x\(count): \(outcome) in \(started.millisecondsAgo) ms")
        return answered
    }

    static func networkError(for error: CurlError) -> NetworkError {
        switch error.kind {
        case .couldNotConnect: .serverNotReached
        case .timedOut: .timedOut
        case .connectionLost, .other, .fileNotWritable: .connectionLost
        case .responseTooLarge, .unsupportedURL, .tooManyRedirects: .incorrectDataReturned
        case .cancelled: .cancelled
        case .unsupportedOption: .networkLibraryUnsupported
        }
    }
}
