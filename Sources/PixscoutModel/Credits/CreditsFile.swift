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
        case failed
    }

    /// Puts `document`'s credits into the credits file at `file`, keeping the person's lines.
    public static func update(_ file: URL, with document: CreditsDocument) -> Outcome {
        var existing: String?
        if SafeFile.exists(file.path) {
            guard let data = SafeFile.read(file.path, maxBytes: maxBytes),
                let text = String(data: data, encoding: .utf8) else {
                return .failed
            }
            existing = text
        }
        let (text, keptYours) = updated(existing, with: document)
        do throws(SafeFile.WriteError) {
            try SafeFile.write(Data(text.utf8), to: file, mode: 0o644)
            return keptYours ? .addedToYours : .written
        } catch {
            return .failed
        }
    }

    /// The file's new text, and whether lines of the person's were kept in it.
    static func updated(_ existing: String?, with document: CreditsDocument) -> (text: String, keptYours: Bool) {
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

    /// Whether `text` credits the entry's file already.
    private static func names(_ entry: CreditsDocument.Entry, in text: String) -> Bool {
        entry.fileName.map { text.contains(CreditsDocument.markdownName($0)) } ?? false
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
