import Foundation
import PixscoutLocalization

/// The outcome of a check: each picture found, in the documents' order, what could not be read
/// or examined, and whether the library could be read.
public struct OriginReport: Sendable {
    public let pictures: [CheckedPicture]
    public let problems: [DocumentProblem]
    /// The library's failure, when it could not be read: the pictures it would know are unknown.
    public let ledgerFailure: LibraryError?

    public init(pictures: [CheckedPicture], problems: [DocumentProblem], ledgerFailure: LibraryError? = nil) {
        self.pictures = pictures
        self.problems = problems
        self.ledgerFailure = ledgerFailure
    }

    public var unknown: [CheckedPicture] { pictures.filter { $0.origin == nil } }
    /// Known pictures whose site removed or relicensed them since (a recheck found it).
    public var siteChanged: [CheckedPicture] { pictures.filter { $0.origin?.image?.siteChange != nil } }
    public var refused: [CheckedPicture] { pictures.filter { !$0.isAllowed } }
    /// What may hold a picture and was not examined.
    public var notExamined: [DocumentProblem] {
        problems.filter { if case .notExamined = $0 { true } else { false } }
    }
    /// Every other problem and note, in sentences for standard error.
    public var otherProblems: [DocumentProblem] {
        problems.filter { if case .notExamined = $0 { false } else { true } }
    }

    /// 0 when every picture is known, allowed and examined, 1 when some are unknown or were not
    /// examined (or could not be read), 2 when the licence of some forbids the use named or the
    /// library could not be read.
    public var exitStatus: Int32 {
        if !refused.isEmpty || ledgerFailure != nil { return 2 }
        return unknown.isEmpty && siteChanged.isEmpty && !problems.contains(where: \.isShortfall) ? 0 : 1
    }

    /// "4 pictures examined: 3 known, 1 not known; 2 not examined."
    public var summary: String {
        let count = pictures.count
        let known = count - unknown.count
        var summary = count == 0 ? tr("No picture was examined.")
            : String(format: trn("%1$ld picture examined: %2$ld known, %3$ld not known.",
                "%1$ld pictures examined: %2$ld known, %3$ld not known.", count), count, known, unknown.count)
        if !notExamined.isEmpty {
            summary += " " + String(format: trn("%ld was not examined.", "%ld were not examined.", notExamined.count),
                notExamined.count)
        }
        return summary
    }

    /// The known pictures' credits as the credits export writes them, then what is not allowed,
    /// what is not known and what was not examined, each picture named, and the summary.
    public func rendered(as format: CreditFormat) -> String {
        let credits = pictures.compactMap { picture in
            picture.credit(in: format).map { "\(format.escaped(DocumentProblem.shown(picture.place))): \($0)" }
        }
        let sections: [(String, [String])] = [
            (tr("Image credits"), credits.isEmpty ? [tr("No picture here is known.")] : credits),
            (tr("Not allowed for this use"), refused.flatMap(\.refusalSentences).map(format.escaped)),
            (tr("Not known"), unknown.map { format.escaped(String(format:
                tr("Pixscout does not know where “%@” came from: find its source before you publish it."),
                DocumentProblem.shown($0.place))) }),
            (tr("Not examined"), notExamined.map { format.escaped($0.message) }),
            (tr("Changed at their site"), siteChanged.compactMap { picture in
                picture.origin?.image?.siteChange.map { change in
                    format.escaped(String(format: tr("“%1$@”: %2$@. Check its page before you publish it."),
                        DocumentProblem.shown(picture.place), change.sentence))
                }
            }),
        ]
        let body = sections.filter { !$0.1.isEmpty }.map { title, lines in
            switch format {
            case .markdown: "## \(format.escaped(title))\n\n" + lines.map { "- \($0)" }.joined(separator: "\n") + "\n"
            case .text, .printed: "\(title)\n\n" + lines.joined(separator: "\n") + "\n"
            case .html: "<h2>\(format.escaped(title))</h2>\n<ul>\n" + lines.map { "<li>\($0)</li>" }
                .joined(separator: "\n") + "\n</ul>\n"
            }
        }.joined(separator: "\n")
        let summary = format == .html ? "<p>\(format.escaped(self.summary))</p>\n" : self.summary + "\n"
        return body + "\n" + summary
    }
}
