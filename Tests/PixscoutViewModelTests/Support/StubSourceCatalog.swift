import Foundation
import PixscoutModel
@testable import PixscoutViewModel

/// Hands out the sources a test set up, by provider, as the app's catalog does with a key.
@MainActor
final class StubSourceCatalog {
    var sources: [ProviderID: ImageSearchSource] = [:]
    /// Each source asked for, with the key it was made with.
    private(set) var made: [(provider: ProviderID, key: APIKey?)] = []

    lazy var catalog = SourceCatalog(apiKey: APIKey("test-key")) { [unowned self] provider, key in
        made.append((provider, key))
        return sources[provider]
    }
}
