/// ``Networking`` that gives every request at most `seconds`, whatever it asked for: for a
/// lookup a person waits on.
public struct DeadlineCappedNetwork: Networking {
    private let network: any Networking
    private let seconds: Int

    public init(_ network: any Networking, seconds: Int) {
        self.network = network
        self.seconds = seconds
    }

    public func get(_ request: NetworkRequest) async throws(NetworkError) -> HTTPResponse {
        var capped = request
        capped.deadlineSeconds = min(request.deadlineSeconds, seconds)
        return try await network.get(capped)
    }
}
