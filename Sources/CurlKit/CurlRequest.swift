import Foundation

/// One HTTP GET for ``CurlMulti`` to perform, with the limits that keep a bad server from hurting us.
public struct CurlRequest: Sendable {
    public var url: String
    public var headers: [String]
    /// Bodies larger than this end the transfer with ``CurlError/Kind/responseTooLarge``.
    public var maxBodyBytes: Int
    public var connectTimeoutSeconds: Int
    /// The whole transfer, connection included, ends by then: a server that sends a few bytes
    /// a second cannot hold it for ever.
    public var deadlineSeconds: Int
    /// A transfer slower than this many bytes a second for ``stallTimeoutSeconds`` is given up.
    public var minimumBytesPerSecond: Int
    public var stallTimeoutSeconds: Int
    /// 0: a redirect is returned as the response, for the caller to judge.
    public var maxRedirects: Int
    /// Where the body goes instead of memory; the network thread closes it once the transfer is
    /// removed. The caller must not close it.
    public var bodyFile: (any CurlBodyFile)?
    /// Called on the network thread with (bytes received, bytes expected or 0).
    public var onProgress: (@Sendable (Int64, Int64) -> Void)?
    /// A HEAD request: headers only, which leaves a warm connection in the pool.
    public var headOnly: Bool

    public init(
        url: String,
        headers: [String] = [],
        maxBodyBytes: Int = 32 * 1024 * 1024,
        connectTimeoutSeconds: Int = 15,
        deadlineSeconds: Int = 30,
        minimumBytesPerSecond: Int = 1,
        stallTimeoutSeconds: Int = 30,
        maxRedirects: Int = 5,
        bodyFile: (any CurlBodyFile)? = nil,
        onProgress: (@Sendable (Int64, Int64) -> Void)? = nil,
        headOnly: Bool = false
    ) {
        self.url = url
        self.headers = headers
        self.maxBodyBytes = maxBodyBytes
        self.connectTimeoutSeconds = connectTimeoutSeconds
        self.deadlineSeconds = deadlineSeconds
        self.minimumBytesPerSecond = minimumBytesPerSecond
        self.stallTimeoutSeconds = stallTimeoutSeconds
        self.maxRedirects = maxRedirects
        self.bodyFile = bodyFile
        self.onProgress = onProgress
        self.headOnly = headOnly
    }
}
