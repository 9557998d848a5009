import Foundation

/// One HTTP GET for ``CurlMulti`` to perform, with the limits that keep a bad server from hurting us.
public struct CurlRequest: Sendable {
    public var url: String
    public var headers: [String]
    /// Bodies larger than this end the transfer with ``CurlError/Kind/responseTooLarge``.
    public var maxBodyBytes: Int
    public var connectTimeoutSeconds: Int
    /// A transfer that receives less than one byte per second for this long is given up.
    public var stallTimeoutSeconds: Int
    public var maxRedirects: Int
    /// Where the body goes instead of memory: an open file the transfer writes to.
    public var bodyFile: FileHandle?
    /// Called on the network thread with (bytes received, bytes expected or 0).
    public var onProgress: (@Sendable (Int64, Int64) -> Void)?
    /// A HEAD request: headers only, which leaves a warm connection in the pool.
    public var headOnly: Bool

    public init(
        url: String,
        headers: [String] = [],
        maxBodyBytes: Int = 32 * 1024 * 1024,
        connectTimeoutSeconds: Int = 15,
        stallTimeoutSeconds: Int = 30,
        maxRedirects: Int = 5,
        bodyFile: FileHandle? = nil,
        onProgress: (@Sendable (Int64, Int64) -> Void)? = nil,
        headOnly: Bool = false
    ) {
        self.url = url
        self.headers = headers
        self.maxBodyBytes = maxBodyBytes
        self.connectTimeoutSeconds = connectTimeoutSeconds
        self.stallTimeoutSeconds = stallTimeoutSeconds
        self.maxRedirects = maxRedirects
        self.bodyFile = bodyFile
        self.onProgress = onProgress
        self.headOnly = headOnly
    }
}
