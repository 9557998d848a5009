import ArchiveKit
import Foundation

/// A zip container read for the parts an editor needs, and copied part by part, one at a time
/// in memory, to a new container with some parts replaced and some added: ODF's `mimetype`
/// first and stored, as ODF and EPUB require, pictures stored as they are (deflating a JPEG again
/// gains nothing and took most of the time), the rest deflated (libarchive's zip writer).
struct ContainerCopy {
    /// The most one part may hold, unpacked.
    static let maxPartBytes = 64 << 20
    /// The most the parts an editor reads may hold in all.
    static let maxReadBytes = 128 << 20

    let path: String

    /// The parts whose names `wanted` says, each read whole.
    func parts(where wanted: (String) -> Bool) throws(CreditsAddition.Failure) -> [String: Data] {
        var found: [String: Data] = [:]
        var total = 0
        do throws(ArchiveReader.Failure) {
            let archive = try ArchiveReader(path: path)
            while let part = try archive.next() {
                guard part.isFile, wanted(part.name) else { continue }
                let bytes = try archive.read(upTo: Self.maxPartBytes + 1)
                total += bytes.count
                guard bytes.count <= Self.maxPartBytes, total <= Self.maxReadBytes else { throw .damaged }
                found[part.name] = bytes
            }
        } catch {
            throw CreditsAddition.Failure(error, document: path)
        }
        return found
    }

    /// Whether a part's bytes are compressed already: a picture, or an archive.
    private static func isCompressed(_ bytes: Data) -> Bool {
        let head = bytes.prefix(CheckedPictureFormat.sniffedBytes)
        return CheckedPictureFormat.isZip(head)
            || (CheckedPictureFormat.of(head).map { $0 != .svg && $0 != .bmp && $0 != .tiff } ?? false)
    }

    /// The names of every part, in order.
    func names() throws(CreditsAddition.Failure) -> [String] {
        var names: [String] = []
        do throws(ArchiveReader.Failure) {
            let archive = try ArchiveReader(path: path)
            while let part = try archive.next() {
                if part.isFile { names.append(part.name) }
            }
        } catch {
            throw CreditsAddition.Failure(error, document: path)
        }
        return names
    }

    /// Writes the copy to `output` (a new file, unless `replacing`): every part as it is but those
    /// in `replaced`, then `added`.
    func write(to output: URL, replaced: [String: Data], added: [(String, Data)],
        replacing: Bool) throws(CreditsAddition.Failure) {
        // ODF's and EPUB's mimetype comes first, stored, wherever the original kept it.
        let mimetype = try parts { $0 == "mimetype" }["mimetype"]
        let temporary = SafeFile.temporaryName(beside: output)
        do throws(ArchiveReader.Failure) {
            let writer = try ArchiveWriter(creatingFileAt: temporary.path)
            if let mimetype { try writer.add("mimetype", replaced["mimetype"] ?? mimetype, stored: true) }
            let archive = try ArchiveReader(path: path)
            while let part = try archive.next() {
                guard part.isFile, part.name != "mimetype", DocumentReader.isInside(part.name) else { continue }
                if let bytes = replaced[part.name] {
                    try writer.add(part.name, bytes)
                    continue
                }
                let bytes = try archive.read(upTo: Self.maxPartBytes + 1)
                guard bytes.count <= Self.maxPartBytes else { throw .damaged }
                try writer.add(part.name, bytes, stored: Self.isCompressed(bytes))
            }
            for (name, bytes) in added { try writer.add(name, bytes) }
            try writer.finish()
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw CreditsAddition.Failure(error, document: path)
        }
        guard SafeFile.putInPlace(temporary, at: output, replacing: replacing) else {
            throw !replacing && SafeFile.exists(output.path) ? .outputExists(output.path) : .cannotWrite(output.path)
        }
    }
}
