import Foundation
import PixscoutModel
@testable import PixscoutViewModel

/// Hands out the sites a test set up, by site, as the app's catalog does with a key.
@MainActor
final class StubSiteCatalog {
    var sites: [SiteID: SearchedSites] = [:]
    /// Each source asked for, with the key it was made with.
    private(set) var made: [(site: SiteID, key: APIKey?)] = []

    private let keys: [SiteID: APIKey] = APIKey("test-key").map { [.pixabay: $0] } ?? [:]

    lazy var catalog = SiteCatalog(keys: keys) { [unowned self] site, keys in
        made.append((site, keys[.pixabay]))
        return sites[site]
    }
}
