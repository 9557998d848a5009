import Foundation
@testable import PixscoutModel

/// A ``Networking`` that answers every request the same way and remembers the requests.
final class StubNetwork: Networking, @unchecked Sendable {
    private let answer: Result<HTTPResponse, NetworkError>
    private let lock = NSLock()
    private var requests: [NetworkRequest] = []

    init(_ answer: Result<HTTPResponse, NetworkError>) {
        self.answer = answer
    }

    static func good(_ body: Data = ImageJSON.response()) -> StubNetwork {
        StubNetwork(.success(HTTPResponse(status: 200, headers: ["content-type": "application/json"], body: body)))
    }

    static let badData = StubNetwork(.success(HTTPResponse(status: 200, body: Data("{\"hits\": 12}".utf8))))

    static func error(_ error: NetworkError) -> StubNetwork {
        StubNetwork(.failure(error))
    }

    var requestedURLs: [String] {
        lock.withLock { requests.map(\.url) }
    }

    var requested: [NetworkRequest] {
        lock.withLock { requests }
    }

    func get(_ request: NetworkRequest) async throws(NetworkError) -> HTTPResponse {
        lock.withLock { requests.append(request) }
        return try answer.get()
    }
}
