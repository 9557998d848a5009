import Foundation
import GRDB

/// What rechecks found of the used images' sites: the images gone and relicensed since, kept
/// beside the receipts (which keep what was true on the day of use).
extension Library {
    /// The change recorded for each image of `keys` that has one.
    public func siteChanges(forKeys keys: [String]) async throws(LibraryError) -> [String: SiteChange] {
        guard !keys.isEmpty else { return [:] }
        return try await read { db in try Self.siteChanges(forKeys: keys, in: db) }
    }

    static func siteChanges(forKeys keys: [String], in db: Database) throws -> [String: SiteChange] {
        // A library of an earlier release, read without migrating it, has had no recheck.
        guard try db.tableExists("siteRecheck") else { return [:] }
        var changes: [String: SiteChange] = [:]
        for start in stride(from: 0, to: keys.count, by: 500) {
            let chunk = Array(keys[start..<min(start + 500, keys.count)])
            let rows = try Row.fetchAll(db, sql: """
                SELECT siteRecheck.*, image.provider FROM siteRecheck JOIN image ON image.key = siteRecheck.imageKey
                WHERE imageKey IN (\(databaseQuestionMarks(count: chunk.count)))
                """, arguments: StatementArguments(chunk))
            for row in rows {
                if let change = siteChange(in: row) { changes[row["imageKey"]] = change }
            }
        }
        return changes
    }

    /// `images` with what rechecks found of them.
    static func withSiteChanges(_ images: [ImageEntity], in db: Database) throws -> [ImageEntity] {
        let changes = try siteChanges(forKeys: images.map(\.key), in: db)
        guard !changes.isEmpty else { return images }
        return images.map { image in
            var marked = image
            marked.siteChange = changes[image.key]
            return marked
        }
    }

    /// Records what the sites said at `date` of each image by key (a change, or nil for none);
    /// returns the keys whose change is new since the last recheck.
    public func recordSiteRechecks(_ checks: [(image: ImageEntity, status: SiteStatus)],
        at date: Date) async throws(LibraryError) -> [String] {
        try await write { db in
            var fresh: [String] = []
            for (image, status) in checks {
                let before = try Self.recheckRow(of: image.key, in: db)
                let was = before.flatMap { Self.license(in: $0, prefix: "was") } ?? image.license
                let previously = before.flatMap(Self.siteChange)
                let removedAt: Date? = switch status {
                case .removed: (before?["removedAt"] as Date?) ?? date
                case .present: nil
                }
                let now: ImageLicense? = if case .present(let license) = status { license } else { nil }
                try db.execute(sql: """
                    INSERT OR REPLACE INTO siteRecheck (imageKey, checkedAt, removedAt, wasLicenseCode,
                    wasLicenseVersion, wasLicenseName, wasLicenseURL, nowLicenseCode, nowLicenseVersion, nowLicenseName,
                    nowLicenseURL) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                    """, arguments: [image.key, date, removedAt, was?.code, was?.version, was?.name, was?.url,
                        now?.code, now?.version, now?.name, now?.url])
                let current = try Self.recheckRow(of: image.key, in: db).flatMap(Self.siteChange)
                if let current, current.isSame(as: previously) == false { fresh.append(image.key) }
            }
            return fresh
        }
    }

    /// What the last recheck recorded of an image, with its site.
    private static func recheckRow(of key: String, in db: Database) throws -> Row? {
        try Row.fetchOne(db, sql: "SELECT siteRecheck.*, image.provider FROM siteRecheck "
            + "JOIN image ON image.key = siteRecheck.imageKey WHERE imageKey = ?", arguments: [key])
    }

    private static func license(in row: Row, prefix: String) -> ImageLicense? {
        guard let name = row[prefix + "LicenseName"] as String? else { return nil }
        return ImageLicense(code: row[prefix + "LicenseCode"] ?? "", version: row[prefix + "LicenseVersion"],
            name: name, url: row[prefix + "LicenseURL"])
    }

    private static func siteChange(in row: Row) -> SiteChange? {
        if let removed = row["removedAt"] as Date? {
            return .removed(from: SiteID(naming: row["provider"] as String? ?? ""), on: removed)
        }
        let was = license(in: row, prefix: "was"), now = license(in: row, prefix: "now")
        guard let now, was?.code != now.code || was?.version != now.version else { return nil }
        return .relicensed(from: was, to: now, on: row["checkedAt"])
    }
}

private extension SiteChange {
    /// The same change, whenever it was found.
    func isSame(as other: SiteChange?) -> Bool {
        switch (self, other) {
        case (.removed(let site, _), .removed(let otherSite, _)?): site == otherSite
        case (.relicensed(let was, let now, _), .relicensed(let otherWas, let otherNow, _)?):
            was?.name == otherWas?.name && now?.name == otherNow?.name
        default: false
        }
    }
}
