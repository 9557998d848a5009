import Foundation
import PixscoutLocalization

/// Asks each site whether the images used through Pixscout are still there and under the same
/// licence, site by site through each site's API client (its rate limit, its one request at a
/// time, its day-long cache), and records what it says in the library: a removal or a new licence
/// is kept beside the receipts, which keep what was true on the day of use.
public struct SiteRecheck: Sendable {
    /// What a recheck found.
    public struct Report: Sendable {
        /// The used images whose site was asked.
        public let checked: Int
        /// The images whose site changed something since the last recheck, with the change.
        public let changed: [(image: ImageEntity, change: SiteChange)]
        /// The sites that could not be asked, each in a sentence.
        public let failures: [String]

        /// 0 when nothing changed and every site answered, 1 otherwise.
        public var exitStatus: Int32 { changed.isEmpty && failures.isEmpty ? 0 : 1 }

        /// "2 of 14 used images changed at their site.", or that none did.
        public var summary: String {
            changed.isEmpty
                ? String(format: trn("The %ld used image checked is still there, under the same licence.",
                    "The %ld used images checked are still there, under the same licences.", checked), checked)
                : String(format: trn("%1$ld of %2$ld used image changed at its site.",
                    "%1$ld of %2$ld used images changed at their sites.", checked), changed.count, checked)
        }
    }

    /// The site that describes an image, able to be asked; nil for one that cannot be (no key).
    private let site: @Sendable (SiteID) -> (any ImageSite)?
    private let now: @Sendable () -> Date

    public init(site: @escaping @Sendable (SiteID) -> (any ImageSite)?,
        now: @escaping @Sendable () -> Date = Date.init) {
        self.site = site
        self.now = now
    }

    public func run(on library: any SiteRecheckRecording) async throws(LibraryError) -> Report {
        let used = try await library.usedImages().map(\.image)
        var checks: [(image: ImageEntity, status: SiteStatus)] = []
        var failures: [String] = []
        for (id, images) in Dictionary(grouping: used, by: \.site).sorted(by: { $0.key.rawValue < $1.key.rawValue }) {
            guard !Task.isCancelled, let site = site(id) else { continue }
            do throws(NetworkError) {
                guard let statuses = try await site.currentStatus(of: images) else { continue }
                checks += images.compactMap { image in statuses[image.id].map { (image, $0) } }
            } catch {
                failures.append(String(format: tr("%1$@ could not be asked about its images: %2$@"), id.name,
                    error.message))
            }
        }
        let fresh = try await library.recordSiteRechecks(checks, at: now())
        let changes = try await library.siteChanges(forKeys: fresh)
        let byKey = Dictionary(used.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
        return Report(checked: checks.count, changed: fresh.compactMap { key in
            guard let image = byKey[key], let change = changes[key] else { return nil }
            return (image, change)
        }, failures: failures)
    }
}
