import CurlKit

/// ``Networking`` over libcurl's multi interface: all requests share one connection pool.
public final class Network: Networking {
    private let multi: CurlMulti
    private let maxBodyBytes: Int

    public init(multi: CurlMulti, maxBodyBytes: Int = 32 * 1024 * 1024) {
        self.multi = multi
        self.maxBodyBytes = maxBodyBytes
    }

    public func get(_ url: String) async throws(NetworkError) -> HTTPResponse {
        do {
            let response = try await multi.perform(CurlRequest(url: url, maxBodyBytes: maxBodyBytes))
            return HTTPResponse(status: response.status, headers: response.headers, body: response.body)
        } catch {
            throw Self.networkError(for: error)
        }
    }

    static func networkError(for error: CurlError) -> NetworkError {
        switch error.kind {
        case .couldNotConnect, .timedOut: .serverNotReached
        case .connectionLost, .other, .fileNotWritable: .connectionLost
        case .responseTooLarge, .unsupportedURL, .tooManyRedirects: .incorrectDataReturned
        case .cancelled: .cancelled
        }
    }
}
