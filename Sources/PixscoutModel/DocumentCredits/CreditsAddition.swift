import ArchiveKit
import Foundation
import MarkupKit
import PixscoutLocalization

/// Writes the credits of a checked document's pictures into a copy of it, as its own kind of
/// document holds text: ODF text and presentations, Word and PowerPoint, HTML and Markdown. Each
/// picture with no title or description of its own is given its image's; what the author wrote
/// is never replaced. The original is never changed, and an existing copy never replaced unless
/// asked. A picture whose licence forbids the use named gets no credit that hides it: no copy.
public struct CreditsAddition: CreditsAdding {
    /// Why no copy was written, in a sentence.
    public enum Failure: Error, Sendable, Equatable {
        /// The licences of these pictures forbid the use named: their sentences.
        case notAllowed([String])
        case unsupported(String)
        case outputExists(String)
        case cannotWrite(String)
        case damaged(String)
        /// libarchive or libxml2 is not installed.
        case unavailable(String)

        init(_ failure: ArchiveReader.Failure, document: String) {
            self = failure == .unavailable ? .unavailable(document) : .damaged(document)
        }

        init(_ failure: Markup.Failure, document: String) {
            self = failure == .unavailable ? .unavailable(document) : .damaged(document)
        }

        public var message: String {
            switch self {
            case .notAllowed(let sentences):
                sentences.joined(separator: " ") + " " + tr("No copy with credits was written.")
            case .unsupported(let path):
                String(format: tr("Pixscout cannot add credits to “%@”: it adds them to ODF text and presentations, Word, PowerPoint, HTML and Markdown."), DocumentProblem.shown(path))
            case .outputExists(let path):
                String(format: tr("“%@” is there already: choose another name for the copy."), DocumentProblem.shown(path))
            case .cannotWrite(let path):
                String(format: tr("Pixscout could not write “%@”: check that the folder is writable and has room."), DocumentProblem.shown(path))
            case .damaged(let path):
                String(format: tr("“%@” is damaged: Pixscout could not add credits to it."), DocumentProblem.shown(path))
            case .unavailable(let path):
                String(format: tr("Pixscout cannot add credits to “%@”: install libarchive and libxml2 (Debian’s libarchive13 and libxml2) and try again."), DocumentProblem.shown(path))
            }
        }
    }

    let knownOnly: Bool

    /// Lists only the known pictures when `knownOnly`; else those nobody knows follow, as what is left to do.
    public init(knownOnly: Bool = false) {
        self.knownOnly = knownOnly
    }

    public func canAddCredits(to path: String) -> Bool {
        (try? DocumentKind.of(path)) != nil
    }

    /// "talk (credits).odp" beside "talk.odp".
    public static func proposedOutput(for document: String) -> String {
        let url = URL(fileURLWithPath: document)
        let stem = url.deletingPathExtension().lastPathComponent
        let name = url.pathExtension.isEmpty ? "\(stem) (\(tr("credits")))"
            : "\(stem) (\(tr("credits"))).\(url.pathExtension)"
        return url.deletingLastPathComponent().appendingPathComponent(name).path
    }

    /// Writes the copy of `document` with the credits of `report`'s pictures (its check) to
    /// `output`, a new file unless `replacing`.
    public func addCredits(_ report: OriginReport, to document: String, output: String,
        replacing: Bool) throws(Failure) {
        guard report.refused.isEmpty else { throw .notAllowed(report.refused.flatMap(\.refusalSentences)) }
        let out = URL(fileURLWithPath: output)
        guard URL(fileURLWithPath: document).standardizedFileURL != out.standardizedFileURL else {
            throw .outputExists(output)
        }
        let container = ContainerCopy(path: document)
        switch try DocumentKind.of(document) {
        case .openDocumentText, .openDocumentPresentation:
            try OpenDocumentCredits(container: container, knownOnly: knownOnly).write(report, to: out,
                replacing: replacing)
        case .word:
            try WordCredits(container: container, knownOnly: knownOnly).write(report, to: out, replacing: replacing)
        case .powerPoint:
            try PowerPointCredits(container: container, knownOnly: knownOnly).write(report, to: out,
                replacing: replacing)
        case .page:
            try PageCredits(path: document, knownOnly: knownOnly).write(report, to: out, replacing: replacing)
        case .markdown:
            try MarkdownCredits(path: document, knownOnly: knownOnly).write(report, to: out, replacing: replacing)
        case nil:
            throw .unsupported(document)
        }
    }

    /// A page's or a Markdown file's bytes, read as the check read them: through its links, no
    /// more than a page may hold.
    static func pageBytes(at path: String) throws(Failure) -> Data {
        guard let bytes = SafeFile.read(URL(fileURLWithPath: path).resolvingSymlinksInPath().path,
            maxBytes: DocumentReader.Limits().pageBytes) else { throw .damaged(path) }
        return bytes
    }
}
