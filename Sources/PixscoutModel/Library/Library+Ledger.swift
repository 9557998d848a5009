import Foundation
import GRDB

/// The credits ledger: every use of an image outside Pixscout, and where its file went.
extension Library {
    /// Records a use of `image` with its receipt (the licence as given, the library's record,
    /// the file's SHA-256 and look when `file` is given).
    public func recordUse(_ image: ImageEntity, kind: ImageUse.Kind, destination: String?,
        thumbnail: Data?, isChanged: Bool, file: HandedOnFile?) async throws(LibraryError) {
        let date = now()
        let receipt = UseReceipt(image, file: file)
        try await write { db in
            try Self.keep([image], thumbnails: thumbnail.map { [image.key: $0] } ?? [:], at: date, in: db)
            try db.execute(sql: """
                INSERT INTO use (imageKey, kind, usedAt, destination, changed, sha256, look, licenseCode,
                licenseVersion, licenseName, licenseURL, record) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """, arguments: [image.key, kind.rawValue, date, destination, isChanged, receipt.fileSHA256,
                    receipt.fileLook.map { Int64(bitPattern: $0.bits) },
                    receipt.license?.code, receipt.license?.version, receipt.license?.name, receipt.license?.url,
                    receipt.record])
        }
    }

    public func usedImages() async throws(LibraryError) -> [UsedImage] {
        try await read { db in
            let records = try LibraryImageRecord.fetchAll(db, sql: """
                SELECT \(LibraryImageRecord.columnsWithoutThumbnail) FROM image
                JOIN (SELECT imageKey, MAX(usedAt) AS lastUse FROM use GROUP BY imageKey) AS used
                ON used.imageKey = image.key ORDER BY used.lastUse DESC, image.key
                """)
            let uses = try Row.fetchAll(db, sql: "SELECT * FROM use ORDER BY usedAt DESC, id DESC")
            var byImage: [String: [ImageUse]] = [:]
            for row in uses {
                guard let use = ImageUse(row: row) else { continue }
                byImage[row["imageKey"], default: []].append(use)
            }
            let images = try Self.withSiteChanges(records.compactMap(\.entity), in: db)
            return images.map { UsedImage(image: $0, uses: byImage[$0.key] ?? []) }
        }
    }

    public func imagesSaved(in folder: String) async throws(LibraryError) -> [CreditsDocument.Entry] {
        let prefix = Data((folder.hasSuffix("/") ? folder : folder + "/").utf8)
        // Compared as bytes: whatever the path holds (画像, "50%_off"), nothing is a pattern
        // and nothing is counted in characters.
        let saved = try await read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT use.destination, use.changed, \(LibraryImageRecord.columnsWithoutThumbnail)
                FROM use JOIN image ON image.key = use.imageKey
                WHERE use.kind = ? AND substr(CAST(use.destination AS BLOB), 1, ?) = ? ORDER BY use.usedAt, use.id
                """, arguments: [ImageUse.Kind.saved.rawValue, prefix.count, prefix])
            return try rows.map { row in
                (try LibraryImageRecord(row: row), row["destination"] as String, row["changed"] as Bool)
            }
        }
        // Files directly in the folder, each once, as it was saved last.
        var byFile: [String: CreditsDocument.Entry] = [:]
        var order: [String] = []
        for (record, destination, isChanged) in saved {
            guard Data(destination.utf8).starts(with: prefix) else { continue }
            let file = String(decoding: Data(destination.utf8).dropFirst(prefix.count), as: UTF8.self)
            guard !file.isEmpty, !file.contains("/"), let image = record.entity else { continue }
            let entry = CreditsDocument.Entry(image, fileName: file, isChanged: isChanged)
            if byFile.updateValue(entry, forKey: file) == nil { order.append(file) }
        }
        return order.compactMap { byFile[$0] }
    }
}
