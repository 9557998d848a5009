import Foundation

/// What a recheck reads and writes of the library (``Library`` in SQLite).
public protocol SiteRecheckRecording: Sendable {
    func usedImages() async throws(LibraryError) -> [UsedImage]
    /// Records what the sites said; returns the keys whose change is new since the last recheck.
    func recordSiteRechecks(_ checks: [(image: ImageEntity, status: SiteStatus)], at date: Date)
        async throws(LibraryError) -> [String]
    func siteChanges(forKeys keys: [String]) async throws(LibraryError) -> [String: SiteChange]
}
