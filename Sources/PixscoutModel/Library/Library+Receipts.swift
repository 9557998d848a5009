import Foundation
import GRDB

/// The ledger read back by what a file is: its SHA-256, or the image it shows.
extension Library {
    /// The image and the use whose file had exactly these bytes (the latest such use).
    public func use(ofFileWithSHA256 digest: String) async throws(LibraryError) -> UsedImage? {
        try await read { db in
            // A library of an earlier release, read without migrating it, kept no digests.
            guard try db.columns(in: "use").contains(where: { $0.name == "sha256" }) else { return nil }
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM use WHERE sha256 = ? ORDER BY usedAt DESC LIMIT 1",
                arguments: [digest.lowercased()]), let use = ImageUse(row: row),
                let record = try LibraryImageRecord.fetchOne(db, sql: """
                    SELECT \(LibraryImageRecord.columnsWithoutThumbnail) FROM image WHERE key = ?
                    """, arguments: [row["imageKey"] as String]),
                let image = try Self.withSiteChanges(record.entity.map { [$0] } ?? [], in: db).first
            else { return nil }
            return UsedImage(image: image, uses: [use])
        }
    }

    /// Every use of the image with `key`, newest first.
    public func uses(ofImageWithKey key: String) async throws(LibraryError) -> [ImageUse] {
        try await read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM use WHERE imageKey = ? ORDER BY usedAt DESC, id DESC",
                arguments: [key]).compactMap(ImageUse.init(row:))
        }
    }

    /// The image whose page is `pageURL`, if the library keeps it.
    public func image(withPageURL pageURL: String) async throws(LibraryError) -> ImageEntity? {
        try await read { db in
            let image = try LibraryImageRecord.fetchOne(db, sql: """
                SELECT \(LibraryImageRecord.columnsWithoutThumbnail) FROM image WHERE pageURL = ? LIMIT 1
                """, arguments: [pageURL])?.entity
            return try Self.withSiteChanges(image.map { [$0] } ?? [], in: db).first
        }
    }

    public func handedOnLooks(limit: Int) async throws(LibraryError) -> [(UsedImage, PerceptualHash)] {
        try await read { db in
            // A library of an earlier release, read without migrating it, kept no looks.
            guard try db.columns(in: "use").contains(where: { $0.name == "look" }) else { return [] }
            let uses = try Row.fetchAll(db,
                sql: "SELECT * FROM use WHERE look IS NOT NULL ORDER BY usedAt DESC LIMIT ?", arguments: [limit])
            // The images apart: their columns share names with the receipt's.
            let records = try LibraryImageRecord.fetchAll(db, sql: """
                SELECT \(LibraryImageRecord.columnsWithoutThumbnail) FROM image
                WHERE key IN (SELECT imageKey FROM use WHERE look IS NOT NULL)
                """)
            let images = Dictionary(try Self.withSiteChanges(records.compactMap(\.entity), in: db)
                .map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
            return uses.compactMap { row in
                guard let use = ImageUse(row: row), let look = use.receipt?.fileLook,
                    let image = images[row["imageKey"] as String] else { return nil }
                return (UsedImage(image: image, uses: [use]), look)
            }
        }
    }

    public func usedImagesWithThumbnails(limit: Int) async throws(LibraryError) -> [(ImageEntity, Data)] {
        try await read { db in
            try Row.fetchAll(db, sql: """
                SELECT \(LibraryImageRecord.columnsWithoutThumbnail), image.thumbnail FROM image
                JOIN (SELECT imageKey, MAX(usedAt) AS lastUse FROM use GROUP BY imageKey) AS used
                ON used.imageKey = image.key WHERE image.thumbnail IS NOT NULL ORDER BY used.lastUse DESC LIMIT ?
                """, arguments: [limit]).compactMap { row in
                    guard let image = try LibraryImageRecord(row: row).entity,
                        let thumbnail = row["thumbnail"] as Data? else { return nil }
                    return (image, thumbnail)
                }
        }
    }
}
