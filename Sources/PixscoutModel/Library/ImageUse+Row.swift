import GRDB

extension ImageUse {
    /// A row of the `use` table; nil for a kind this version does not know.
    init?(row: Row) {
        guard let kind = Kind(rawValue: row["kind"]) else { return nil }
        let record: String? = row["record"]
        let license: ImageLicense? = (row["licenseName"] as String?).map { name in
            ImageLicense(code: row["licenseCode"] ?? "", version: row["licenseVersion"], name: name,
                url: row["licenseURL"])
        }
        self.init(kind: kind, date: row["usedAt"], destination: row["destination"], isChanged: row["changed"],
            receipt: record.map { record in
                UseReceipt(fileSHA256: row["sha256"], fileLook: (row["look"] as Int64?).map {
                    PerceptualHash(bits: UInt64(bitPattern: $0))
                }, license: license, record: record)
            })
    }
}
