import CCurl

/// Why a transfer did not produce a response, sorted into the kinds callers act on.
public struct CurlError: Error, Sendable, Equatable {
    public enum Kind: Sendable, Equatable {
        case couldNotConnect
        case timedOut
        case connectionLost
        case responseTooLarge
        case unsupportedURL
        case tooManyRedirects
        case cancelled
        /// The body's file could not be written (disk full, permissions).
        case fileNotWritable
        /// This libcurl does not accept an option Pixscout relies on for safety or limits.
        case unsupportedOption
        case other
    }

    public let kind: Kind
    /// The raw `CURLcode`, for diagnostics.
    public let code: Int
    /// curl's generic text for the code; never contains the URL.
    public let detail: String

    public init(kind: Kind, code: Int = 0, detail: String = "") {
        self.kind = kind
        self.code = code
        self.detail = detail
    }

    init(code: CURLcode, bodyLimitExceeded: Bool) {
        let kind: Kind
        switch code {
        case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY, CURLE_COULDNT_CONNECT,
             CURLE_SSL_CONNECT_ERROR, CURLE_PEER_FAILED_VERIFICATION:
            kind = .couldNotConnect
        case CURLE_OPERATION_TIMEDOUT:
            kind = .timedOut
        case CURLE_WRITE_ERROR where bodyLimitExceeded, CURLE_FILESIZE_EXCEEDED:
            kind = .responseTooLarge
        case CURLE_UNSUPPORTED_PROTOCOL, CURLE_URL_MALFORMAT:
            kind = .unsupportedURL
        case CURLE_TOO_MANY_REDIRECTS:
            kind = .tooManyRedirects
        case CURLE_ABORTED_BY_CALLBACK:
            kind = .cancelled
        case CURLE_PARTIAL_FILE, CURLE_GOT_NOTHING, CURLE_SEND_ERROR, CURLE_RECV_ERROR,
             CURLE_HTTP2, CURLE_HTTP2_STREAM, CURLE_BAD_CONTENT_ENCODING:
            kind = .connectionLost
        default:
            kind = .other
        }
        self.init(kind: kind, code: Int(code.rawValue), detail: String(cString: curl_easy_strerror(code)))
    }
}
