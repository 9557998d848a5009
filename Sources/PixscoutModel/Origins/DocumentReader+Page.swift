import Foundation

extension DocumentReader {
    /// The local pictures an HTML or Markdown page shows, each once, in the page's order.
    func readPage(_ path: String, named name: String, found: PictureHandler) -> [DocumentProblem] {
        guard let data = SafeFile.read(path, maxBytes: limits.pageBytes) else { return [.unreadable(name)] }
        let folder = URL(fileURLWithPath: path).deletingLastPathComponent()
        var problems: [DocumentProblem] = []
        var seen: Set<String> = []
        for reference in Self.pictureReferences(in: String(decoding: data, as: UTF8.self)).prefix(limits.parts) {
            guard let file = Self.localFile(reference, in: folder), seen.insert(file.path).inserted else { continue }
            guard SafeFile.exists(file.path) else {
                problems.append(.missingPicture(page: name, picture: Self.shown(reference)))
                continue
            }
            problems += readPicture(file.resolvingSymlinksInPath().path, place: "\(name) › \(Self.shown(reference))",
                found: found)
        }
        return problems
    }

    /// The addresses of the pictures a page shows: `<img src>` in HTML (and in Markdown), and
    /// Markdown's `![text](address "title")`.
    static func pictureReferences(in page: String) -> [String] {
        let image = /<img\b[^>]*?\bsrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/.ignoresCase()
        let markdown = /!\[[^\]\n]*\]\(\s*(?:<([^>\n]*)>|([^\s)]+))/
        var found: [(String.Index, String)] = []
        for match in page.matches(of: image) {
            let address = match.output.1 ?? match.output.2 ?? match.output.3
            if let address { found.append((match.range.lowerBound, String(address))) }
        }
        for match in page.matches(of: markdown) {
            if let address = match.output.1 ?? match.output.2 {
                found.append((match.range.lowerBound, String(address)))
            }
        }
        return found.sorted { $0.0 < $1.0 }.map { HTMLText.decodeEntities($0.1) }
    }

    /// The file a relative or `file:` address names; nil for the web, `data:` and the like.
    static func localFile(_ address: String, in folder: URL) -> URL? {
        let trimmed = address.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased().hasPrefix("file://") { return URL(string: trimmed).flatMap { $0.isFileURL ? $0 : nil } }
        guard !trimmed.isEmpty, !trimmed.contains(":"), !trimmed.hasPrefix("//") else { return nil }
        let withoutQuery = String(trimmed.prefix { $0 != "?" && $0 != "#" })
        let decoded = withoutQuery.removingPercentEncoding ?? withoutQuery
        return decoded.hasPrefix("/") ? URL(fileURLWithPath: decoded)
            : folder.appendingPathComponent(decoded).standardizedFileURL
    }
}
