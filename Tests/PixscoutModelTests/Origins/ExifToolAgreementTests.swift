import Foundation
import PixscoutModel
import PixscoutTestSupport
import XCTest

/// The licence, the creator and the credit Pixscout reads of every crafted picture are what
/// exiftool, an independent reader (`exiftool -j -G1 -XMP:all`), reads of it.
final class ExifToolAgreementTests: FolderTestCase {
    private struct Reading: Equatable, CustomStringConvertible {
        let license: String?
        let creator: String?
        let credit: String?
        var description: String { "licence \(license ?? "-"), creator \(creator ?? "-"), credit \(credit ?? "-")" }
    }

    func testEveryCraftedPictureReadsAsExifToolReadsIt() throws {
        var files: [URL] = []
        for (name, packet, hasDoctype) in XmpCorpus.packets {
            for format in XmpPictures.Format.allCases where !(hasDoctype && format == .svg) {
                let file = folder.appendingPathComponent("\(name).\(format.rawValue)")
                try XmpPictures.picture(format, packet: packet).write(to: file)
                files.append(file)
            }
            let sidecar = folder.appendingPathComponent("\(name)-sidecar.xmp")
            try Data(packet.utf8).write(to: sidecar)
            files.append(sidecar)
        }
        let inkscape = folder.appendingPathComponent("inkscape.svg")
        try Data(XmpCorpus.inkscapeSVG.utf8).write(to: inkscape)
        files.append(inkscape)
        XCTAssertGreaterThanOrEqual(files.count, 40)
        let theirs = try exifToolReadings(of: files)
        for file in files {
            let ours = try pixscoutReading(of: file)
            XCTAssertEqual(ours, theirs[file.lastPathComponent], file.lastPathComponent)
        }
        XCTAssertEqual(try pixscoutReading(of: folder.appendingPathComponent("comment-decoy.png")).license,
            XmpCorpus.byNcNd, "the licence the RDF states, not the comment's")
    }

    private func pixscoutReading(of file: URL) throws -> Reading {
        let bytes = try Data(contentsOf: file)
        let picture = file.pathExtension == "xmp"
            ? DocumentPicture(place: file.lastPathComponent, head: Data("GIF89a".utf8), sidecar: bytes)
            : DocumentPicture(place: file.lastPathComponent, head: bytes)
        let credit = EmbeddedCredit(picture: picture)
        return Reading(license: credit?.licenseURL, creator: credit?.author, credit: credit?.usageTerms)
    }

    /// exiftool's values, by file name, in the same terms: an address only when it is one, the
    /// default language's text (else the first language's), one line.
    private func exifToolReadings(of files: [URL]) throws -> [String: Reading] {
        let process = Process()
        let output = Pipe()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/exiftool")
        process.arguments = ["-j", "-G1", "-XMP:all"] + files.map(\.path)
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let list = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [[String: Any]])
        // JSON's objects have no order; exiftool's text keeps a property's languages in the packet's.
        let objects = String(decoding: data, as: UTF8.self).components(separatedBy: "\"SourceFile\"").dropFirst()
        var readings: [String: Reading] = [:]
        for (fields, object) in zip(list, objects) {
            let name = URL(fileURLWithPath: try XCTUnwrap(fields["SourceFile"] as? String)).lastPathComponent
            func firstLanguage(of key: String) -> Any? {
                let languages = fields.keys.filter { $0.hasPrefix(key + "-") }
                func place(_ key: String) -> String.Index {
                    object.range(of: "\"\(key)\"")?.lowerBound ?? object.endIndex
                }
                return languages.min { place($0) < place($1) }.flatMap { fields[$0] }
            }
            func text(_ keys: [String]) -> String? {
                for key in keys {
                    if let value = fields[key] ?? firstLanguage(of: key) {
                        let first = (value as? [Any])?.first ?? value
                        return NetworkText.line("\(first)".trimmingCharacters(in: .whitespacesAndNewlines) as String?)
                    }
                }
                return nil
            }
            let license = text(["XMP-cc:License", "XMP-cc:WorkLicense", "XMP-xmpRights:WebStatement"])
            readings[name] = Reading(license: license.flatMap { $0.hasPrefix("http") ? $0 : nil },
                creator: text(["XMP-cc:AttributionName", "XMP-dc:Creator", "XMP-cc:WorkCreatorAgentTitle"]),
                credit: text(["XMP-xmpRights:UsageTerms"]))
        }
        return readings
    }
}
