import PixscoutModel

/// What the command line, the environment and the config file decided, before anything is built.
public struct AppConfiguration: Sendable {
    public var apiBaseURL: String
    public var apiKey: APIKey?
    public var initialQuery: String?

    public init(apiBaseURL: String = PixabayRequest.defaultBaseURL, apiKey: APIKey? = nil, initialQuery: String? = nil) {
        self.apiBaseURL = apiBaseURL
        self.apiKey = apiKey
        self.initialQuery = initialQuery
    }
}
