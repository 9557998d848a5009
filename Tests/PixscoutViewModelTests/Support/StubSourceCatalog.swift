import Foundation
import PixscoutModel
@testable import PixscoutViewModel

/// Hands out the sources a test set up, by provider, as the app's catalog does with a key.
@MainActor
final class StubSourceCatalog {
    var sources: [ProviderID: ImageSearchSource] = [:]
    /// Each source asked for, with the key it was made with.
    private(set) var made: [(provider: ProviderID, key: APIKey?)] = []

    private let keys: [ProviderID: APIKey] = APIKey("test-key").map { [.pixabay: $0] } ?? [:]

    lazy var catalog = SourceCatalog(keys: keys) { [unowned self] provider, keys in
        made.append((provider, keys[.pixabay]))
        return sources[provider]
    }
}
