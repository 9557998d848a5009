import Foundation

/// The ledger as JSON, for `pixscout credits --format json`: each image used with its credit,
/// and each use with its receipt (the file and its SHA-256, the licence as given that day, the
/// site's record of the image).
public enum LedgerExport {
    public static func json(_ used: [UsedImage]) -> String {
        let dates = ISO8601DateFormatter()
        let images: [[String: Any]] = used.map { entry in
            let image = entry.image
            var fields: [String: Any] = ["site": image.site.rawValue, "id": image.id, "page": image.pageURL,
                "credit": ImageCredit(image).sentence(in: .text)]
            fields["title"] = image.title
            fields["author"] = image.creator?.name
            fields["license"] = image.license.map(licenseFields)
            fields["uses"] = entry.uses.map { use in
                var fields: [String: Any] = ["kind": use.kind.rawValue, "date": dates.string(from: use.date),
                    "changed": use.isChanged]
                fields["file"] = use.destination
                if let receipt = use.receipt {
                    fields["sha256"] = receipt.fileSHA256
                    fields["look"] = receipt.fileLook.map { String(format: "%016llx", $0.bits) }
                    fields["licenseAsGiven"] = receipt.license.map(licenseFields)
                    fields["record"] = (try? JSONSerialization.jsonObject(with: Data(receipt.record.utf8)))
                        ?? receipt.record
                }
                return fields
            }
            return fields
        }
        let data = (try? JSONSerialization.data(withJSONObject: ["images": images],
            options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    private static func licenseFields(_ license: ImageLicense) -> [String: String] {
        ["code": license.code, "version": license.version, "name": license.name, "url": license.url]
            .compactMapValues { $0 }
    }
}
