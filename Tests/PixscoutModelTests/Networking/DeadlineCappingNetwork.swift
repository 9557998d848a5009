@testable import PixscoutModel

/// Gives every request at most `seconds`.
struct DeadlineCappingNetwork: Networking {
    let network: any Networking
    let seconds: Int

    init(_ network: any Networking, seconds: Int) {
        self.network = network
        self.seconds = seconds
    }

    func get(_ request: NetworkRequest) async throws(NetworkError) -> HTTPResponse {
        var capped = request
        capped.deadlineSeconds = min(request.deadlineSeconds, seconds)
        return try await network.get(capped)
    }
}
