import Foundation

/// The CREDITS.md Save to Folder keeps in a folder. Pixscout's credits sit between two marks;
/// Pixscout rewrites them only while they are as it wrote them (the end mark holds their
/// checksum). Once the person changed a line there, it only adds the credits of files the
/// text does not name yet. A file without the marks (the person's own, or an older
/// Pixscout's) keeps every line, and Pixscout's part is added after it.
public enum CreditsFile {
    public static let name = "CREDITS.md"
    static let beginMark = "<!-- Pixscout's credits: Pixscout keeps the list below up to date until the end mark."
        + " Add your own lines above or below it; once you change a line inside it, Pixscout only adds new credits. -->"
    static let endMarkPrefix = "<!-- End of Pixscout's credits, checksum "
    static let endMarkSuffix = " -->"
    /// The person's file is read whole; one beyond this is not Pixscout's to change.
    static let maxBytes = 16 * 1024 * 1024

    public enum Outcome: Sendable, Equatable {
        /// The file holds Pixscout's credits only, up to date.
        case written
        /// The person's own lines were kept and the new credits added beside them.
        case addedToYours
        /// Something other than a regular file has the name (a FIFO, a folder, a link): left
        /// alone, never opened.
        case notAFile
        case failed
    }

    /// Puts `document`'s credits into the credits file at `file`, keeping the person's lines,
    /// the file's mode and its hard links: an existing file is changed in place, under a lock.
    public static func update(_ file: URL, with document: CreditsDocument) -> Outcome {
        var keptYours = false
        var unreadable = false
        do throws(SafeFile.RewriteError) {
            try SafeFile.rewrite(file.path, maxBytes: maxBytes) { old in
                let existing = old.map { String(decoding: $0, as: UTF8.self) }
                // Bytes that are not UTF-8 are the person's: they are not rewritten as text.
                if let old, existing.map({ Data($0.utf8) }) != old {
                    unreadable = true
                    return old
                }
                let (text, kept) = updated(existing, with: document)
                keptYours = kept
                return Data(text.utf8)
            }
        } catch .notARegularFile {
            return .notAFile
        } catch {
            return .failed
        }
        if unreadable { return .failed }
        return keptYours ? .addedToYours : .written
    }

    /// The file's new text, and whether lines of the person's were kept in it.
    public static func updated(_ existing: String?, with document: CreditsDocument) -> (text: String, keptYours: Bool) {
        guard let existing else {
            let header = "# \(CreditsDocument.title)\n\n\(CreditsDocument.reminder)\n\n"
            return (header + block(document.markdownItems), false)
        }
        guard let part = PixscoutPart(existing) else {
            let unnamed = CreditsDocument(document.entries.filter { !names($0, in: existing) })
            let separated = existing.isEmpty
                || existing.hasSuffix("\n\n") ? existing : existing + (existing.hasSuffix("\n") ? "\n" : "\n\n")
            return (separated + block(unnamed.markdownItems), true)
        }
        guard part.isAsWritten else {
            let unnamed = CreditsDocument(document.entries.filter { !names($0, in: existing) })
            let lines = unnamed.markdownItems.map { $0 + "\n" }.joined()
            return (part.before + part.inside + lines + part.endLine + part.after, true)
        }
        let outside = part.before + part.after
        let mine = CreditsDocument(document.entries.filter { !names($0, in: outside) })
        let header = "# \(CreditsDocument.title)\n\n\(CreditsDocument.reminder)\n\n"
        return (part.before + block(mine.markdownItems) + part.after, part.before != header || !part.after.isEmpty)
    }

    /// Whether `text` credits the entry's file already: a line of Pixscout's own form names it.
    /// Only such a line counts, never the name found elsewhere in the text (in a link's target).
    private static func names(_ entry: CreditsDocument.Entry, in text: String) -> Bool {
        guard let fileName = entry.fileName else { return false }
        return creditedNames(in: text).contains(CreditsDocument.markdownName(fileName))
    }

    /// The names Pixscout's lines in `text` credit, as they are written ("**sky.jpg**"): each
    /// list item's bold start, up to the first `**` that is not escaped.
    public static func creditedNames(in text: String) -> Set<String> {
        var names = Set<String>()
        for line in text.split(separator: "\n") where line.hasPrefix("- **") {
            var name = line.dropFirst(4)
            var escaped = false
            for index in name.indices {
                if escaped {
                    escaped = false
                } else if name[index] == "\\" {
                    escaped = true
                } else if name[index] == "*", name[name.index(after: index)...].hasPrefix("*") {
                    name = name[..<index]
                    names.insert("**" + name + "**")
                    break
                }
            }
        }
        return names
    }

    private static func block(_ items: [String]) -> String {
        let inside = items.map { $0 + "\n" }.joined()
        let checksum = PrivateFile.checksum(Data(inside.utf8))
        return beginMark + "\n" + inside + endMarkPrefix + checksum + endMarkSuffix + "\n"
    }

    /// Pixscout's part of a credits file: the text before its begin mark, the lines between the
    /// marks, the end mark's line and the text after it.
    private struct PixscoutPart {
        let before: String
        let inside: String
        let endLine: String
        let after: String
        let isAsWritten: Bool

        init?(_ text: String) {
            guard let begin = text.range(of: CreditsFile.beginMark + "\n"),
                  begin.lowerBound == text.startIndex || text[text.index(before: begin.lowerBound)] == "\n",
                  let end = text.range(of: "\n" + CreditsFile.endMarkPrefix,
                      range: text.index(before: begin.upperBound)..<text.endIndex)
            else { return nil }
            let endLineStart = text.index(after: end.lowerBound)
            let endLineEnd = text[endLineStart...].firstIndex(of: "\n").map { text.index(after: $0) } ?? text.endIndex
            before = String(text[..<begin.lowerBound])
            inside = String(text[begin.upperBound..<endLineStart])
            endLine = String(text[endLineStart..<endLineEnd])
            after = String(text[endLineEnd...])
            let checksum = endLine.dropFirst(CreditsFile.endMarkPrefix.count).prefix { $0 != " " }
            isAsWritten = checksum == PrivateFile.checksum(Data(inside.utf8))
        }
    }
}
