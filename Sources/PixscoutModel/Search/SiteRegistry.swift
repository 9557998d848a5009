import Foundation

/// The sites Pixscout knows, in the order the site chooser lists them: the ones it ships with,
/// each described in its own folder, and any a test registers in their place's stead.
public enum SiteRegistry {
    /// A new site is its folder under `Search/` and one line here.
    static let shipped: [SiteDescriptor] = [
        AllSites.descriptor, OpenverseSite.descriptor, CommonsSite.descriptor, PixabaySite.descriptor,
        UnsplashSite.descriptor, PexelsSite.descriptor, SampleCatalogSite.descriptor,
    ]

    private static let lock = NSLock()
    // Guarded by `lock`; written only when a test registers a site.
    nonisolated(unsafe) private static var registered = shipped

    public static var descriptors: [SiteDescriptor] { lock.withLock { registered } }

    static func descriptor(for rawValue: String) -> SiteDescriptor? {
        descriptors.first { $0.id.rawValue == rawValue }
    }

    /// Adds `descriptor` before the bundled catalog, as a shipped site would be listed.
    public static func register(_ descriptor: SiteDescriptor) {
        lock.withLock {
            registered.removeAll { $0.id == descriptor.id }
            registered.insert(descriptor, at: max(0, registered.count - 1))
        }
    }

    /// Back to the sites Pixscout ships with.
    public static func reset() {
        lock.withLock { registered = shipped }
    }
}
