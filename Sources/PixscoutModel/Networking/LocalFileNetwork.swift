import Foundation

/// ``Networking`` for `file:` URLs inside one folder, for the bundled sample catalog. Anything
/// outside that folder, or any other scheme, is refused.
public final class LocalFileNetwork: Networking {
    private let root: URL

    public init(root: URL) {
        self.root = root.standardizedFileURL
    }

    public func get(_ request: NetworkRequest) async throws(NetworkError) -> HTTPResponse {
        guard let fileURL = URL(string: request.url), fileURL.isFileURL else { throw .incorrectDataReturned }
        let path = fileURL.standardizedFileURL.path
        guard path.hasPrefix(root.path + "/") else { return HTTPResponse(status: 403) }
        guard let body = FileManager.default.contents(atPath: path) else { return HTTPResponse(status: 404) }
        guard body.count <= request.maxBodyBytes else { throw .incorrectDataReturned }
        request.progress?(Int64(body.count), Int64(body.count))
        return HTTPResponse(status: 200, body: body)
    }
}
