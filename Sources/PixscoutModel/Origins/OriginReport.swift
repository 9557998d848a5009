import Foundation
import PixscoutLocalization

/// The outcome of a check: each picture found, in the documents' order, and what could not
/// be read.
public struct OriginReport: Sendable {
    public let pictures: [CheckedPicture]
    public let problems: [DocumentProblem]

    public init(pictures: [CheckedPicture], problems: [DocumentProblem]) {
        self.pictures = pictures
        self.problems = problems
    }

    public var unknown: [CheckedPicture] { pictures.filter { $0.origin == nil } }
    public var refused: [CheckedPicture] { pictures.filter { !$0.isAllowed } }

    /// 0 when every picture is known and allowed, 1 when some are unknown (or could not be
    /// read), 2 when the licence of some forbids the use named.
    public var exitStatus: Int32 {
        if !refused.isEmpty { return 2 }
        return unknown.isEmpty && problems.isEmpty ? 0 : 1
    }

    /// The known pictures' credits as the credits export writes them, then what is not allowed
    /// and what is not known, each picture named.
    public func rendered(as format: CreditFormat) -> String {
        let credits = pictures.compactMap { picture in
            picture.credit(in: format).map { "\(format.escaped(picture.place)): \($0)" }
        }
        let sections: [(String, [String])] = [
            (tr("Image credits"), credits.isEmpty ? [tr("No picture here is known.")] : credits),
            (tr("Not allowed for this use"), refused.flatMap(\.refusalSentences).map(format.escaped)),
            (tr("Not known"), unknown.map { format.escaped(String(format:
                tr("Pixscout does not know where “%@” came from: find its source before you publish it."), $0.place)) }),
        ]
        return sections.filter { !$0.1.isEmpty }.map { title, lines in
            switch format {
            case .markdown: "## \(format.escaped(title))\n\n" + lines.map { "- \($0)" }.joined(separator: "\n") + "\n"
            case .text: "\(title)\n\n" + lines.joined(separator: "\n") + "\n"
            case .html: "<h2>\(format.escaped(title))</h2>\n<ul>\n" + lines.map { "<li>\($0)</li>" }
                .joined(separator: "\n") + "\n</ul>\n"
            }
        }.joined(separator: "\n")
    }
}
