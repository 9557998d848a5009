import Foundation

/// What kind of document credits are added to, read from its parts (or a page's name).
enum DocumentKind: Equatable {
    case openDocumentText, openDocumentPresentation, word, powerPoint, page, markdown

    static func of(_ path: String) throws(CreditsAddition.Failure) -> DocumentKind? {
        guard let head = SafeFile.head(URL(fileURLWithPath: path).resolvingSymlinksInPath().path, count: 4) else {
            throw .damaged(path)
        }
        guard CheckedPictureFormat.isZip(head) else {
            switch URL(fileURLWithPath: path).pathExtension.lowercased() {
            case "html", "htm", "xhtml": return .page
            case "md", "markdown": return .markdown
            default: return nil
            }
        }
        let container = ContainerCopy(path: path)
        let names = Set(try container.names())
        if names.contains("word/document.xml") { return .word }
        if names.contains("ppt/presentation.xml") { return .powerPoint }
        let mimetype = try container.parts { $0 == "mimetype" }["mimetype"].map { String(decoding: $0, as: UTF8.self) }
        switch mimetype?.trimmingCharacters(in: .whitespacesAndNewlines) {
        case "application/vnd.oasis.opendocument.text": return .openDocumentText
        case "application/vnd.oasis.opendocument.presentation": return .openDocumentPresentation
        default: return nil
        }
    }
}
