import CCurl

/// `curl_global_init` must run once, before any handle exists, and is not thread-safe itself.
enum CurlGlobal {
    private static let initialized: Bool = {
        curl_global_init(Int(CURL_GLOBAL_ALL)) == CURLE_OK
    }()

    static func ensureInitialized() {
        precondition(initialized, "libcurl failed to initialise")
    }
}
