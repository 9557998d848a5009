import Foundation
import PixscoutModel

/// What the command line, the environment and the config file decided, before anything is built.
public struct AppConfiguration: Sendable {
    public var apiBaseURL: String
    public var apiKey: APIKey?
    public var initialQuery: String?
    /// Search the bundled catalog instead of an API.
    public var usesSampleCatalog: Bool
    public var sampleCatalogDirectory: URL
    public var keyStore: APIKeyStore
    public var filtersStore: SearchFiltersStore
    /// `$XDG_CACHE_HOME/pixscout`: API responses and thumbnails.
    public var cacheDirectory: URL

    public init(
        apiBaseURL: String = PixabayRequest.defaultBaseURL, apiKey: APIKey? = nil, initialQuery: String? = nil,
        usesSampleCatalog: Bool = false, sampleCatalogDirectory: URL = AppConfiguration.findSampleCatalog(),
        keyStore: APIKeyStore = .standard(), filtersStore: SearchFiltersStore = .standard(),
        cacheDirectory: URL = AppConfiguration.standardCacheDirectory()
    ) {
        self.apiBaseURL = apiBaseURL
        self.apiKey = apiKey
        self.initialQuery = initialQuery
        self.usesSampleCatalog = usesSampleCatalog
        self.sampleCatalogDirectory = sampleCatalogDirectory
        self.keyStore = keyStore
        self.filtersStore = filtersStore
        self.cacheDirectory = cacheDirectory
    }

    public static func standardCacheDirectory(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        XDGDirectory.cache.pixscoutFolder(environment: environment)
    }

    /// Decides from the command line and the environment: the key from `PIXABAY_API_KEY` or the
    /// config file; the server from `--api-url` or `PIXSCOUT_API_URL`; the sample catalog when
    /// asked for, or when there is no key for the real Pixabay.
    public static func resolve(
        apiURL: String?, query: String?, sample: Bool,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> AppConfiguration {
        let keyStore = APIKeyStore.standard(environment: environment)
        let key = environment["PIXABAY_API_KEY"].flatMap(APIKey.init) ?? keyStore.load()
        let customURL = apiURL ?? environment["PIXSCOUT_API_URL"].flatMap { $0.isEmpty ? nil : $0 }
        return AppConfiguration(
            apiBaseURL: customURL ?? PixabayRequest.defaultBaseURL,
            apiKey: key,
            initialQuery: query,
            usesSampleCatalog: sample || (key == nil && customURL == nil),
            sampleCatalogDirectory: findSampleCatalog(environment: environment),
            keyStore: keyStore,
            filtersStore: .standard(environment: environment),
            cacheDirectory: standardCacheDirectory(environment: environment))
    }

    /// `$PIXSCOUT_DATA_DIR`, else the `data/` folder of the checkout the binary was built in.
    public static func findSampleCatalog(
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL {
        if let configured = environment["PIXSCOUT_DATA_DIR"], !configured.isEmpty {
            return URL(fileURLWithPath: configured)
        }
        var folder = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
            .deletingLastPathComponent()
        while folder.path != "/" {
            let candidate = folder.appendingPathComponent("data")
            if FileManager.default.fileExists(atPath: candidate.appendingPathComponent("catalog.json").path) {
                return candidate
            }
            folder.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: "/usr/share/pixscout/data")
    }
}
