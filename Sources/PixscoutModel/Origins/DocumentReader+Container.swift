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
        var warnedOutside = false
        do throws(ArchiveReader.Failure) {
            while let part = try archive.next() {
                parts += 1
                guard parts <= limits.parts else {
                    problems.append(.tooManyParts(name, limit: limits.parts))
                    break
                }
                guard part.isFile, !Self.documentThumbnails.contains(where: part.name.hasPrefix) else { continue }
                guard Self.isInside(part.name) else {
                    if !warnedOutside { problems.append(.partOutside(document: name, part: Self.shown(part.name))) }
                    warnedOutside = true
                    continue
                }
                let sniffed = try archive.read(upTo: 64)
                guard ImageFormat.of(sniffed)?.isDisplayable == true else { continue }
                if let declared = part.declaredSize, declared > Int64(limits.partBytes) {
                    problems.append(.partTooLarge(document: name, part: Self.shown(part.name), limit: limits.partBytes))
                    continue
                }
                let head = sniffed + (try archive.read(upTo: Self.headBytes - sniffed.count))
                unpacked += head.count
                var failure: ArchiveReader.Failure?
                let place = "\(name) › \(Self.shown(part.name))"
                found(DocumentPicture(place: place, head: head)) {
                    guard head.count == Self.headBytes else { return head }
                    do throws(ArchiveReader.Failure) {
                        let rest = try archive.read(upTo: limits.partBytes + 1 - head.count)
                        unpacked += rest.count
                        guard head.count + rest.count <= limits.partBytes else {
                            problems.append(.partTooLarge(document: name, part: Self.shown(part.name),
                                limit: limits.partBytes))
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
        return problems
    }

    /// Whether a part's name stays inside the container: not absolute, no `..` step.
    static func isInside(_ name: String) -> Bool {
        !name.hasPrefix("/") && !name.contains("\\")
            && !name.split(separator: "/", omittingEmptySubsequences: false).contains("..")
    }

    /// A part's name as shown: one line, of a readable length.
    static func shown(_ name: String) -> String {
        let line = NetworkText.line(name as String?) ?? "?"
        return line.count > 120 ? String(line.prefix(119)) + "…" : line
    }

    private static func problem(_ failure: ArchiveReader.Failure, document: String) -> DocumentProblem {
        switch failure {
        case .unavailable: .cannotReadContainers(document)
        case .notAnArchive, .damaged: .damaged(document)
        }
    }
}
