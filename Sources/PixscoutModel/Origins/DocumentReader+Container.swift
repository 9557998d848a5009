import ArchiveKit
import Foundation

extension DocumentReader {
    /// Parts that are pictures of the document itself, not pictures in it: ODF's and Office's
    /// renderings of the first page.
    static let documentThumbnails = ["Thumbnails/", "docProps/thumbnail"]

    /// The pictures among a zip container's parts, read in memory one at a time.
    func readContainer(_ path: String, named name: String, found: PictureHandler) -> [DocumentProblem] {
        readParts(of: { () throws(ArchiveReader.Failure) in try ArchiveReader(path: path) }, named: name, found: found)
    }

    /// The pictures among the parts of a container held in memory (for the fuzz target).
    public func readContainer(bytes: Data, named name: String, found: PictureHandler) -> [DocumentProblem] {
        readParts(of: { () throws(ArchiveReader.Failure) in try ArchiveReader(bytes: bytes) }, named: name,
            found: found)
    }

    private func readParts(of open: () throws(ArchiveReader.Failure) -> ArchiveReader, named name: String,
        found: PictureHandler) -> [DocumentProblem] {
        let archive: ArchiveReader
        do throws(ArchiveReader.Failure) {
            archive = try open()
        } catch {
            return [Self.problem(error, document: name)]
        }
        var problems: [DocumentProblem] = []
        var (parts, unpacked) = (0, 0)
        var skippedThumbnail = false
        do throws(ArchiveReader.Failure) {
            while let part = try archive.next(), !Task.isCancelled {
                parts += 1
                guard parts <= limits.parts else {
                    problems.append(.tooManyParts(name, limit: limits.parts))
                    break
                }
                let place = "\(name) › \(part.name)"
                if Self.documentThumbnails.contains(where: part.name.hasPrefix) {
                    skippedThumbnail = true
                    continue
                }
                switch part.kind {
                case .directory: continue
                case .link: problems.append(.notExamined(place: place, why: .link)); continue
                case .other: problems.append(.notExamined(place: place, why: .specialFile)); continue
                case .file: break
                }
                guard Self.isInside(part.name) else {
                    problems.append(.notExamined(place: place, why: .outsideDocument))
                    continue
                }
                let sniffed = try archive.read(upTo: CheckedPictureFormat.sniffedBytes)
                if CheckedPictureFormat.isZip(sniffed) {
                    problems.append(.notExamined(place: place, why: .nestedArchive))
                    continue
                }
                guard CheckedPictureFormat.of(sniffed) != nil else { continue }
                if let declared = part.declaredSize, declared > Int64(limits.partBytes) {
                    problems.append(.notExamined(place: place, why: .tooLarge(limit: limits.partBytes)))
                    continue
                }
                let head = sniffed + (try archive.read(upTo: Self.headBytes - sniffed.count))
                unpacked += head.count
                var failure: ArchiveReader.Failure?
                found(DocumentPicture(place: place, head: head, part: part.name)) {
                    guard head.count == Self.headBytes else { return head }
                    do throws(ArchiveReader.Failure) {
                        let rest = try archive.read(upTo: limits.partBytes + 1 - head.count)
                        unpacked += rest.count
                        guard head.count + rest.count <= limits.partBytes else {
                            problems.append(.notExamined(place: place, why: .tooLarge(limit: limits.partBytes)))
                            return nil
                        }
                        return head + rest
                    } catch {
                        failure = error
                        return nil
                    }
                }
                if let failure { throw failure }
                guard unpacked <= limits.documentBytes else {
                    problems.append(.documentTooLarge(name, limit: limits.documentBytes))
                    break
                }
            }
        } catch {
            problems.append(Self.problem(error, document: name))
        }
        if skippedThumbnail { problems.append(.thumbnailsSkipped(name)) }
        return problems
    }

    /// Whether a part's name stays inside the container: not absolute, no `..` step.
    static func isInside(_ name: String) -> Bool {
        !name.hasPrefix("/") && !name.contains("\\")
            && !name.split(separator: "/", omittingEmptySubsequences: false).contains("..")
    }

    private static func problem(_ failure: ArchiveReader.Failure, document: String) -> DocumentProblem {
        switch failure {
        case .unavailable: .cannotReadContainers(document)
        case .notAnArchive, .damaged: .damaged(document)
        }
    }
}
