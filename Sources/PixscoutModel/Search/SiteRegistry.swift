import Foundation

/// The sites Pixscout knows, in the order the site chooser lists them: the ones it ships with,
/// each described in its own folder, and any a test adds before the bundled catalog.
public enum SiteRegistry {
    /// A new site is its folder under `Search/` and one line here; the bundled catalog stays last.
    static let shipped: [SiteDescriptor] = [
        AllSites.descriptor, OpenverseSite.descriptor, CommonsSite.descriptor, PixabaySite.descriptor,
        UnsplashSite.descriptor, PexelsSite.descriptor, SampleCatalogSite.descriptor,
    ]

    /// Read without a lock: every row asks its result's site for a fact or two.
    private static let shippedByName = Dictionary(uniqueKeysWithValues: shipped.map { ($0.id.rawValue, $0) })
    private static let lock = NSLock()
    // Guarded by `lock`; only a test adds sites.
    nonisolated(unsafe) private static var added: [SiteDescriptor] = []

    public static var descriptors: [SiteDescriptor] {
        let added = lock.withLock { self.added }
        return shipped.dropLast() + added + shipped.suffix(1)
    }

    static func descriptor(for rawValue: String) -> SiteDescriptor? {
        shippedByName[rawValue] ?? lock.withLock { added.first { $0.id.rawValue == rawValue } }
    }

    /// Adds a site Pixscout does not ship with, listed before the bundled catalog.
    public static func register(_ descriptor: SiteDescriptor) {
        precondition(shippedByName[descriptor.id.rawValue] == nil, "\(descriptor.id) is shipped already")
        lock.withLock {
            added.removeAll { $0.id == descriptor.id }
            added.append(descriptor)
        }
    }

    /// Back to the sites Pixscout ships with.
    public static func reset() {
        lock.withLock { added = [] }
    }
}
