import GtkKit
import PixscoutModel

/// The network whose answers are handed on from threads that give way to the main thread, as
/// the previews' are: what a site's answer costs next (its JSON decoded into results, five of them
/// at once in All sites) runs on the thread that received it, and on two cores it took the core
/// the main thread needed to show the first answer's rows (a fresh window's first search, before
/// any preview had lowered the pool's threads; as root, libdispatch runs them above the main thread).
struct GivingWayNetwork: Networking {
    let network: any Networking

    func get(_ request: NetworkRequest) async throws(NetworkError) -> HTTPResponse {
        defer { ThreadPriority.yieldToMainThread() }
        return try await network.get(request)
    }
}
