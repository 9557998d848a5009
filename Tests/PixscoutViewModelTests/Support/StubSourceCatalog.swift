import Foundation
import PixscoutModel
@testable import PixscoutViewModel

/// Hands out the sources a test set up, by provider, as the app's catalog does with a key.
@MainActor
final class StubSourceCatalog {
    var sources: [ProviderID: ImageSearchSource] = [:]

    lazy var catalog = SourceCatalog(apiKey: APIKey("test-key")) { [unowned self] provider, _ in sources[provider] }
}
