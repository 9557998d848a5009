import CCurl
import CShims
import Foundation

/// One easy handle and everything it receives. The network thread owns the buffers; the
/// continuation is resumed exactly once, from whichever thread finishes or cancels first.
final class CurlTransfer: @unchecked Sendable {
    let easy: UnsafeMutableRawPointer
    private let maxBodyBytes: Int
    private var headerList: UnsafeMutablePointer<curl_slist>?
    private var body = Data()
    /// Touched only on the network thread, which closes it in ``releaseBodyFile()``.
    private var bodyFile: (any CurlBodyFile)?
    private var bodyFileFailed = false
    private var receivedBytes = 0
    private let onProgress: (@Sendable (Int64, Int64) -> Void)?
    private var reportedBytes: Int64 = -1
    private var headers: [String: String] = [:]
    private var headerBytes = 0
    static let maxHeaderBytes = 256 * 1024
    private(set) var bodyLimitExceeded = false

    private let lock = NSLock()
    private var continuation: CheckedContinuation<CurlResponse, any Error>?
    private var finished = false

    init(_ request: CurlRequest, userAgent: String) throws(CurlError) {
        CurlGlobal.ensureInitialized()
        guard let easy = curl_easy_init() else {
            throw CurlError(kind: .other, detail: "libcurl could not create a transfer")
        }
        self.easy = easy
        self.maxBodyBytes = request.maxBodyBytes
        bodyFile = request.bodyFile
        onProgress = request.onProgress
        try configure(with: request, userAgent: userAgent)
    }

    deinit {
        curl_easy_cleanup(easy)
        curl_slist_free_all(headerList)
    }

    /// Sets every option; an option libcurl refuses (an old libcurl without the protocol
    /// allowlist, say) fails the transfer rather than running it with weaker limits.
    private func configure(with request: CurlRequest, userAgent: String) throws(CurlError) {
        try check(shim_curl_easy_setopt_string(easy, CURLOPT_URL, request.url), "URL")
        try check(shim_curl_easy_setopt_string(easy, CURLOPT_PROTOCOLS_STR, "http,https"), "PROTOCOLS_STR")
        try check(shim_curl_easy_setopt_string(easy, CURLOPT_REDIR_PROTOCOLS_STR, "http,https"), "REDIR_PROTOCOLS_STR")
        try check(shim_curl_easy_setopt_long(easy, CURLOPT_FOLLOWLOCATION, request.maxRedirects > 0 ? 1 : 0),
            "FOLLOWLOCATION")
        try check(shim_curl_easy_setopt_long(easy, CURLOPT_MAXREDIRS, max(0, request.maxRedirects)), "MAXREDIRS")
        // The transfer runs on the network thread: signals must not be used for timeouts.
        try check(shim_curl_easy_setopt_long(easy, CURLOPT_NOSIGNAL, 1), "NOSIGNAL")
        try check(shim_curl_easy_setopt_long(easy, CURLOPT_CONNECTTIMEOUT, request.connectTimeoutSeconds),
            "CONNECTTIMEOUT")
        try check(shim_curl_easy_setopt_long(easy, CURLOPT_TIMEOUT, max(1, request.deadlineSeconds)), "TIMEOUT")
        try check(shim_curl_easy_setopt_long(easy, CURLOPT_LOW_SPEED_LIMIT, max(1, request.minimumBytesPerSecond)),
            "LOW_SPEED_LIMIT")
        try check(shim_curl_easy_setopt_long(easy, CURLOPT_LOW_SPEED_TIME, request.stallTimeoutSeconds),
            "LOW_SPEED_TIME")
        try check(shim_curl_easy_setopt_off_t(easy, CURLOPT_MAXFILESIZE_LARGE, curl_off_t(request.maxBodyBytes)),
            "MAXFILESIZE_LARGE")
        // No PIPEWAIT: on an HTTP/1.1 host it makes a request wait for another's whole answer
        // before opening its own connection. Established HTTP/2 connections are multiplexed
        // anyway, and CurlMulti pre-opens a single connection to hosts known to speak HTTP/2.
        try check(shim_curl_easy_setopt_string(easy, CURLOPT_ACCEPT_ENCODING, ""), "ACCEPT_ENCODING")
        try check(shim_curl_easy_setopt_string(easy, CURLOPT_USERAGENT, userAgent), "USERAGENT")
        if request.headOnly {
            try check(shim_curl_easy_setopt_long(easy, CURLOPT_NOBODY, 1), "NOBODY")
        }

        for header in request.headers {
            headerList = curl_slist_append(headerList, header)
        }
        if let headerList {
            try check(shim_curl_easy_setopt_pointer(easy, CURLOPT_HTTPHEADER, UnsafeMutableRawPointer(headerList)),
                "HTTPHEADER")
        }

        let this = Unmanaged.passUnretained(self).toOpaque()
        try check(shim_curl_easy_setopt_write_callback(easy, CURLOPT_WRITEFUNCTION, curlTransferWriteBody),
            "WRITEFUNCTION")
        try check(shim_curl_easy_setopt_pointer(easy, CURLOPT_WRITEDATA, this), "WRITEDATA")
        try check(shim_curl_easy_setopt_write_callback(easy, CURLOPT_HEADERFUNCTION, curlTransferWriteHeader),
            "HEADERFUNCTION")
        try check(shim_curl_easy_setopt_pointer(easy, CURLOPT_HEADERDATA, this), "HEADERDATA")
        if onProgress != nil {
            try check(shim_curl_easy_setopt_long(easy, CURLOPT_NOPROGRESS, 0), "NOPROGRESS")
            try check(shim_curl_easy_setopt_xferinfo_callback(easy, curlTransferProgress), "XFERINFOFUNCTION")
            try check(shim_curl_easy_setopt_pointer(easy, CURLOPT_XFERINFODATA, this), "XFERINFODATA")
        }
    }

    private func check(_ code: CURLcode, _ option: String) throws(CurlError) {
        guard code == CURLE_OK else {
            throw CurlError(kind: .unsupportedOption, code: Int(code.rawValue),
                            detail: "libcurl refused CURLOPT_\(option): \(String(cString: curl_easy_strerror(code)))")
        }
    }

    // MARK: Network thread

    fileprivate func receiveBody(_ bytes: UnsafeRawBufferPointer) -> Int {
        // MAXFILESIZE only sees Content-Length; chunked bodies are counted here.
        guard receivedBytes + bytes.count <= maxBodyBytes else {
            bodyLimitExceeded = true
            return 0
        }
        if bodyFile == nil, receivedBytes == 0 { reserveDeclaredLength() }
        receivedBytes += bytes.count
        guard let bodyFile else {
            body.append(contentsOf: bytes)
            return bytes.count
        }
        guard bodyFile.write(bytes) else {
            bodyFileFailed = true
            return 0
        }
        return bytes.count
    }

    /// Takes the memory a body says it needs at once, within its limit: grown a chunk at a time,
    /// it was moved as it grew and kept its spare room (in the answers cached in memory too).
    /// A compressed body's length is not its decoded one; it is left to grow.
    private func reserveDeclaredLength() {
        guard headers["content-encoding"] == nil, let declared = headers["content-length"].flatMap({ Int($0) }),
              declared > 0 else { return }
        body.reserveCapacity(min(declared, maxBodyBytes))
    }

    /// Closes the body's file. Network thread only, once the handle is out of the multi handle
    /// (or was never in it): no write can follow.
    func releaseBodyFile() {
        bodyFile?.close()
        bodyFile = nil
    }

    fileprivate func reportProgress(received: Int64, expected: Int64) {
        guard let onProgress, received != reportedBytes else { return }
        reportedBytes = received
        onProgress(received, expected)
    }

    fileprivate func receiveHeader(_ bytes: UnsafeRawBufferPointer) -> Int {
        // A server may send headers without end: past this, the transfer is given up.
        headerBytes += bytes.count
        guard headerBytes <= Self.maxHeaderBytes else { return 0 }
        let line = String(decoding: bytes, as: UTF8.self)
        if line.hasPrefix("HTTP/") {
            // A new response (after a redirect or a 100 Continue) starts a new header block.
            headers = [:]
        } else if let colon = line.firstIndex(of: ":") {
            let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
            headers[name] = value
        }
        return bytes.count
    }

    func complete(with code: CURLcode) {
        guard code == CURLE_OK else {
            finish(.failure(bodyFileFailed
                ? CurlError(kind: .fileNotWritable, code: Int(code.rawValue), detail: "the file could not be written")
                : CurlError(code: code, bodyLimitExceeded: bodyLimitExceeded)))
            return
        }
        var status = 0
        shim_curl_easy_getinfo_long(easy, CURLINFO_RESPONSE_CODE, &status)
        var version = 0
        shim_curl_easy_getinfo_long(easy, CURLINFO_HTTP_VERSION, &version)
        finish(.success(CurlResponse(
            status: status, headers: headers, body: body, multiplexes: version >= CURL_HTTP_VERSION_2_0)))
    }

    // MARK: Any thread

    var isFinished: Bool {
        lock.withLock { finished }
    }

    func attach(_ continuation: CheckedContinuation<CurlResponse, any Error>) {
        let alreadyFinished = lock.withLock {
            if !finished { self.continuation = continuation }
            return finished
        }
        if alreadyFinished {
            continuation.resume(throwing: CurlError(kind: .cancelled))
        }
    }

    func finish(_ result: Result<CurlResponse, CurlError>) {
        let waiting: CheckedContinuation<CurlResponse, any Error>? = lock.withLock {
            guard !finished else { return nil }
            finished = true
            defer { continuation = nil }
            return continuation
        }
        waiting?.resume(with: result.mapError { $0 as any Error })
    }
}

private func curlTransferWriteBody(
    _ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?
) -> Int {
    guard let data, let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    return transfer.receiveBody(UnsafeRawBufferPointer(start: data, count: size * count))
}

private func curlTransferProgress(
    _ context: UnsafeMutableRawPointer?, _ expected: curl_off_t, _ received: curl_off_t, _: curl_off_t, _: curl_off_t
) -> Int32 {
    guard let context else { return 0 }
    Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue().reportProgress(received: Int64(received),
        expected: Int64(expected))
    return 0
}

private func curlTransferWriteHeader(
    _ data: UnsafeMutablePointer<CChar>?, _ size: Int, _ count: Int, _ context: UnsafeMutableRawPointer?
) -> Int {
    guard let data, let context else { return 0 }
    let transfer = Unmanaged<CurlTransfer>.fromOpaque(context).takeUnretainedValue()
    return transfer.receiveHeader(UnsafeRawBufferPointer(start: data, count: size * count))
}
