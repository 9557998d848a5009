import Foundation

extension DocumentReader {
    /// The local pictures an HTML or Markdown page shows, each once, in the page's order: only
    /// files inside the page's folder (after `..` and links are resolved) that are pictures by
    /// their bytes. Anything else is named, never read further: a page is anybody's, and may
    /// name `/etc/passwd` or `/proc/self/pagemap` as a picture.
    func readPage(_ path: String, named name: String, found: PictureHandler) -> [DocumentProblem] {
        guard let data = SafeFile.read(path, maxBytes: limits.pageBytes) else { return [.unreadable(name)] }
        let isMarkdown = ["md", "markdown"].contains(URL(fileURLWithPath: path).pathExtension.lowercased())
        let references: [String]
        do throws(PagePictures.Failure) {
            references = isMarkdown ? try PagePictures.inMarkdown(data) : try PagePictures.inHTML(data)
        } catch {
            return [.cannotReadPages(name)]
        }
        guard let folder = Self.realPath(URL(fileURLWithPath: path).deletingLastPathComponent().path) else {
            return [.unreadable(name)]
        }
        var problems: [DocumentProblem] = []
        var seen: Set<String> = []
        for reference in references.prefix(limits.parts) where !Task.isCancelled {
            guard let file = Self.localFile(reference, in: folder) else { continue }
            let place = "\(name) › \(reference)"
            guard SafeFile.exists(file) else {
                problems.append(.notExamined(place: place, why: .missing))
                continue
            }
            guard let real = Self.realPath(file), real.hasPrefix(folder.hasSuffix("/") ? folder : folder + "/") else {
                problems.append(.notExamined(place: place, why: .outsidePageFolder))
                continue
            }
            guard seen.insert(real).inserted else { continue }
            guard !SafeFile.isSomethingElse(real) else {
                let why: NotExamined = SafeFile.isDirectory(real) ? .notAPicture : .specialFile
                problems.append(.notExamined(place: place, why: why))
                continue
            }
            guard let head = SafeFile.head(real, count: CheckedPictureFormat.sniffedBytes) else {
                problems.append(.notExamined(place: place, why: .unreadable))
                continue
            }
            guard CheckedPictureFormat.of(head) != nil else {
                problems.append(.notExamined(place: place, why: .notAPicture))
                continue
            }
            problems += readPicture(real, place: place, part: reference, found: found)
        }
        return problems
    }

    /// The file a relative, absolute or `file:` address names, percent escapes decoded; nil for
    /// the web, `data:` and the like.
    static func localFile(_ address: String, in folder: String) -> String? {
        let trimmed = address.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased().hasPrefix("file:") {
            return URL(string: trimmed).flatMap { $0.isFileURL && !$0.path.isEmpty ? $0.path : nil }
        }
        guard !trimmed.isEmpty, !trimmed.hasPrefix("//"),
            !trimmed.prefix(while: { $0 != "/" }).contains(":") else { return nil }
        let withoutQuery = String(trimmed.prefix { $0 != "?" && $0 != "#" })
        let decoded = withoutQuery.removingPercentEncoding ?? withoutQuery
        guard !decoded.isEmpty, !decoded.contains("\u{0}") else { return nil }
        return decoded.hasPrefix("/") ? decoded : (folder as NSString).appendingPathComponent(decoded)
    }

    /// The path with every link and `..` resolved; nil when it leads nowhere.
    static func realPath(_ path: String) -> String? {
        let resolved = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        return SafeFile.exists(resolved) ? resolved : nil
    }
}
