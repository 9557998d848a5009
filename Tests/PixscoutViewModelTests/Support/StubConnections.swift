import Foundation
import PixscoutModel
@testable import PixscoutViewModel

/// Records preconnections; answers as `reachable` says.
final class StubConnections: Preconnecting, @unchecked Sendable {
    private let lock = NSLock()
    private var requests: [(String, Int)] = []
    let reachable: Bool

    init(reachable: Bool = true) {
        self.reachable = reachable
    }

    var preconnections: [(origin: String, count: Int)] {
        lock.withLock { requests }
    }

    func preconnect(to origin: String, count: Int) async -> Bool {
        lock.withLock { requests.append((origin, count)) }
        return reachable
    }
}
