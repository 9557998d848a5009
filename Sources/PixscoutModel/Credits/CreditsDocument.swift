import Foundation
import PixscoutLocalization

/// The credits of several images as one document: a heading, a reminder about changes, and a
/// credit for each image, with the file it was saved as when there is one.
public struct CreditsDocument: Sendable {
    public struct Entry: Sendable, Equatable {
        public let image: ImageEntity
        /// The file's name in the folder beside the document, if it was saved there.
        public let fileName: String?
        /// Whether the image used was fitted: its credit says it was changed.
        public let isChanged: Bool

        public init(_ image: ImageEntity, fileName: String? = nil, isChanged: Bool = false) {
            self.image = image
            self.fileName = fileName
            self.isChanged = isChanged
        }
    }

    public let entries: [Entry]

    public init(_ entries: [Entry]) {
        self.entries = entries
    }

    public init(images: [ImageEntity]) {
        self.init(images.map { Entry($0) })
    }

    static var title: String { tr("Image credits") }
    static var reminder: String {
        tr("If you changed an image (cropped it, say), add “modified” and how after its credit.")
    }

    /// Each entry as an item of a Markdown list, "- " and all.
    var markdownItems: [String] {
        entries.map { "- " + line(for: $0, in: .markdown) }
    }

    /// How an entry's file is named in a Markdown list, to tell which files a text credits.
    static func markdownName(_ fileName: String) -> String {
        "**\(CreditFormat.markdown.escaped(fileName))**"
    }

    /// The whole document in `format`, ending in a newline.
    public func rendered(as format: CreditFormat) -> String {
        let (title, reminder) = (Self.title, Self.reminder)
        let empty = tr("No images yet.")
        let lines = entries.map { line(for: $0, in: format) }
        switch format {
        case .markdown:
            return (["# \(title)", "", reminder,
                ""] + (lines.isEmpty ? [empty] : markdownItems)).joined(separator: "\n") + "\n"
        case .text, .printed:
            return ([title, "", reminder, ""] + (lines.isEmpty ? [empty] : lines)).joined(separator: "\n") + "\n"
        case .html:
            let list = "<ul>\n" + lines.map { "<li>\($0)</li>" }.joined(separator: "\n") + "\n</ul>"
            let items = lines.isEmpty ? "<p>\(format.escaped(empty))</p>" : list
            return """
                <!DOCTYPE html>
                <html>
                <head><meta charset="utf-8"><title>\(format.escaped(title))</title></head>
                <body>
                <h1>\(format.escaped(title))</h1>
                <p>\(format.escaped(reminder))</p>
                \(items)
                </body>
                </html>

                """
        }
    }

    /// Writes the document to `file` atomically; false when it could not be written.
    public func write(as format: CreditFormat, to file: URL) -> Bool {
        do throws(SafeFile.WriteError) {
            try SafeFile.write(Data(rendered(as: format).utf8), to: file, mode: 0o644)
            return true
        } catch {
            return false
        }
    }

    /// The credit alone, or after the file's name.
    private func line(for entry: Entry, in format: CreditFormat) -> String {
        let credit = ImageCredit(entry.image, isChanged: entry.isChanged).sentence(in: format)
        guard let fileName = entry.fileName else { return credit }
        let name = switch format {
        case .markdown: Self.markdownName(fileName)
        case .html: "<strong>\(format.escaped(fileName))</strong>"
        case .text, .printed: format.escaped(fileName)
        }
        return String(format: tr("%1$@: %2$@"), name, credit)
    }
}
