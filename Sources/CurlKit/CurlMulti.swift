import CCurl
import CShims
import Foundation
import Synchronization

/// The one curl multi handle of the app: every transfer shares its connection pool and its
/// DNS and TLS caches. A single network thread drives it; callers just `await` a response.
public final class CurlMulti: Sendable {
    /// A screenful of thumbnails fits in one round trip per host: a grid shows about 24.
    public static let defaultConnectionsPerHost = 24
    /// The network thread's name, as debuggers and profilers show it (Linux keeps 15 bytes).
    public static let threadName = "pixscout-net"

    private let engine: CurlMultiEngine
    private let makeUserAgent: @Sendable () -> String
    /// Made for the first request, then kept: libcurl writes its version's text anew at each call.
    private let madeUserAgent = Mutex<String?>(nil)
    /// Sites seen answering over HTTP/2: one connection carries all their requests.
    private let multiplexingSites = Mutex<Set<String>>([])

    /// - Parameters:
    ///   - maxConnectionsPerHost: the HTTP/1.1 connection budget per host; HTTP/2 hosts
    ///     multiplex over one connection instead.
    ///   - userAgent: sent with every request; APIs such as Wikimedia's ask for contact details.
    ///     Read when the first request is made, as it may name libcurl's version and libcurl is only
    ///     opened then.
    public init(
        maxConnectionsPerHost: Int = defaultConnectionsPerHost,
        userAgent: @autoclosure @escaping @Sendable () -> String = "Pixscout libcurl/\(libcurlVersion)"
    ) {
        makeUserAgent = userAgent
        engine = CurlMultiEngine(maxConnectionsPerHost: maxConnectionsPerHost)
        let engine = self.engine
        let thread = Thread {
            shim_name_current_thread(Self.threadName)
            engine.run()
        }
        thread.start()
    }

    deinit {
        engine.stop()
    }

    /// Performs a GET. Cancelling the calling task removes the transfer at once and throws
    /// ``CurlError/Kind/cancelled``.
    public func perform(_ request: CurlRequest) async throws(CurlError) -> CurlResponse {
        let transfer = try CurlTransfer(request, userAgent: userAgent)
        let engine = self.engine
        do {
            return try await withTaskCancellationHandler {
                try await withCheckedThrowingContinuation { continuation in
                    transfer.attach(continuation)
                    engine.add(transfer)
                }
            } onCancel: {
                engine.cancel(transfer)
            }
        } catch let error as CurlError {
            throw error
        } catch {
            throw CurlError(kind: .other, detail: "\(error)")
        }
    }

    private var userAgent: String {
        madeUserAgent.withLock { made in
            let userAgent = made ?? makeUserAgent()
            made = userAgent
            return userAgent
        }
    }

    /// The version of the libcurl in use, "7.88.1".
    public static var libcurlVersion: String {
        CurlGlobal.ensureInitialized()
        // curl_version() reads "libcurl/7.88.1 OpenSSL/3.0.15 …".
        let first = String(cString: curl_version()).split(separator: " ").first ?? ""
        return first.split(separator: "/").dropFirst().first.map(String.init) ?? "unknown"
    }

    /// Opens up to `count` connections to the host of `url` (a HEAD of the site's root), so that
    /// requests there soon after find them warm: no DNS, TCP or TLS set-up on the critical path.
    /// A site known to speak HTTP/2 gets one. Returns once they are open or have failed:
    /// whether the server answered at all.
    @discardableResult
    public func preconnect(to url: String, count: Int) async -> Bool {
        guard let root = CurlMulti.siteRoot(of: url) else { return false }
        let connections = multiplexingSites.withLock { $0.contains(root) } ? 1 : max(1, count)
        let answers = await withTaskGroup(of: CurlResponse?.self) { group in
            for _ in 0..<connections {
                group.addTask {
                    try? await self.perform(CurlRequest(url: root, connectTimeoutSeconds: 10, deadlineSeconds: 10,
                        headOnly: true))
                }
            }
            return await group.reduce(into: [CurlResponse]()) { answers, answer in answer.map { answers.append($0) } }
        }
        if answers.contains(where: \.multiplexes) {
            _ = multiplexingSites.withLock { $0.insert(root) }
        }
        return !answers.isEmpty
    }

    static func siteRoot(of url: String) -> String? {
        guard let components = URLComponents(string: url), let scheme = components.scheme, let host = components.host,
              ["http", "https"].contains(scheme.lowercased())
        else { return nil }
        let port = components.port.map { ":\($0)" } ?? ""
        return "\(scheme)://\(host)\(port)/"
    }

    /// The number of transfers the network thread is driving right now.
    public var activeTransferCount: Int {
        engine.activeCount
    }
}

/// The network thread's state. Other threads only touch what `lock` guards, then wake the
/// thread with `curl_multi_wakeup`.
final class CurlMultiEngine: @unchecked Sendable {
    private let maxConnectionsPerHost: Int
    /// Made by the network thread when the first transfer comes, so that libcurl is opened
    /// there and then, never before the first window; guarded by `lock`. Until it exists
    /// `firstWork` wakes the thread, which reads what is queued once it has made it.
    private var multi: UnsafeMutableRawPointer?
    private let firstWork = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var incoming: [CurlTransfer] = []
    private var outgoing: [CurlTransfer] = []
    private var stopping = false
    private var publishedActiveCount = 0
    private var active: [UnsafeMutableRawPointer: CurlTransfer] = [:]

    init(maxConnectionsPerHost: Int) {
        self.maxConnectionsPerHost = maxConnectionsPerHost
    }

    private func makeMulti() -> UnsafeMutableRawPointer {
        CurlGlobal.ensureInitialized()
        guard let multi = curl_multi_init() else {
            fatalError("libcurl could not create its multi handle")
        }
        let budget = shim_curl_multi_setopt_long(multi, CURLMOPT_MAX_HOST_CONNECTIONS, maxConnectionsPerHost)
        let multiplex = shim_curl_multi_setopt_long(multi, CURLMOPT_PIPELINING, Int(CURLPIPE_MULTIPLEX))
        precondition(budget == CURLM_OK && multiplex == CURLM_OK, "libcurl refused the connection limits")
        return multi
    }

    private func wake(after change: () -> Void) {
        let multi = lock.withLock {
            change()
            return self.multi
        }
        if let multi {
            curl_multi_wakeup(multi)
        } else {
            firstWork.signal()
        }
    }

    var activeCount: Int {
        lock.withLock { publishedActiveCount }
    }

    func add(_ transfer: CurlTransfer) {
        wake { incoming.append(transfer) }
    }

    func cancel(_ transfer: CurlTransfer) {
        // The caller hears at once; the handle is removed on the network thread.
        transfer.finish(.failure(CurlError(kind: .cancelled)))
        wake { outgoing.append(transfer) }
    }

    func stop() {
        wake { stopping = true }
    }

    func run() {
        firstWork.wait()
        let multi = makeMulti()
        lock.withLock { self.multi = multi }
        var running: Int32 = 0
        while true {
            let (added, removed, stop) = lock.withLock {
                defer {
                    incoming.removeAll()
                    outgoing.removeAll()
                }
                return (incoming, outgoing, stopping)
            }
            if stop {
                shutDown(pending: added, multi: multi)
                return
            }
            for transfer in added {
                guard !transfer.isFinished else {
                    transfer.releaseBodyFile()
                    continue
                }
                let code = curl_multi_add_handle(multi, transfer.easy)
                guard code == CURLM_OK else {
                    transfer.releaseBodyFile()
                    transfer.finish(.failure(CurlError(
                        kind: .other, code: Int(code.rawValue), detail: String(cString: curl_multi_strerror(code)))))
                    continue
                }
                active[transfer.easy] = transfer
            }
            for transfer in removed where active.removeValue(forKey: transfer.easy) != nil {
                curl_multi_remove_handle(multi, transfer.easy)
                transfer.releaseBodyFile()
            }
            curl_multi_perform(multi, &running)
            collectFinishedTransfers(multi)
            lock.withLock { publishedActiveCount = active.count }
            curl_multi_poll(multi, nil, 0, 1000, nil)
        }
    }

    private func collectFinishedTransfers(_ multi: UnsafeMutableRawPointer) {
        var remaining: Int32 = 0
        while let message = curl_multi_info_read(multi, &remaining) {
            guard message.pointee.msg == CURLMSG_DONE, let easy = message.pointee.easy_handle else { continue }
            let code = message.pointee.data.result
            guard let transfer = active.removeValue(forKey: easy) else { continue }
            curl_multi_remove_handle(multi, easy)
            // Closed before the caller hears: a saved file is complete when it does.
            transfer.releaseBodyFile()
            transfer.complete(with: code)
        }
    }

    private func shutDown(pending: [CurlTransfer], multi: UnsafeMutableRawPointer) {
        let cancelled = CurlError(kind: .cancelled)
        for transfer in pending {
            transfer.releaseBodyFile()
            transfer.finish(.failure(cancelled))
        }
        for (easy, transfer) in active {
            curl_multi_remove_handle(multi, easy)
            transfer.releaseBodyFile()
            transfer.finish(.failure(cancelled))
        }
        active.removeAll()
        lock.withLock { self.multi = nil }
        curl_multi_cleanup(multi)
    }
}
