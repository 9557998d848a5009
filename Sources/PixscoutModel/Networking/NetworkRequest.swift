/// One GET through ``Networking``, with the limits that keep a bad server from hurting Pixscout.
public struct NetworkRequest: Sendable {
    /// Where redirects may lead.
    public enum Redirects: Sendable {
        /// Anywhere on the web (images on content delivery networks).
        case anySite
        /// Only the same host and port, never from https to http: for requests that carry a
        /// secret in their URL or headers.
        case sameSiteOnly
    }

    /// API answers: a day's worth of results is well under this.
    public static let defaultMaxBodyBytes = 32 * 1024 * 1024
    /// A search ends with an answer or a sentence within this.
    public static let defaultDeadlineSeconds = 30

    public var url: String
    /// Header lines ("Authorization: Client-ID …"): secrets here are never logged.
    public var headers: [String]
    public var maxBodyBytes: Int
    public var deadlineSeconds: Int
    public var redirects: Redirects
    /// Hears (bytes received, bytes expected or 0) from any thread.
    public var progress: (@Sendable (Int64, Int64) -> Void)?

    public init(
        url: String, headers: [String] = [], maxBodyBytes: Int = defaultMaxBodyBytes,
        deadlineSeconds: Int = defaultDeadlineSeconds,
        redirects: Redirects = .anySite, progress: (@Sendable (Int64, Int64) -> Void)? = nil
    ) {
        self.url = url
        self.headers = headers
        self.maxBodyBytes = maxBodyBytes
        self.deadlineSeconds = deadlineSeconds
        self.redirects = redirects
        self.progress = progress
    }
}
