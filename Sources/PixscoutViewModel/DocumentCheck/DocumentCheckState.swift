/// What the Check a Document report shows: nothing yet, a check under way, or its report.
public enum DocumentCheckState: Equatable, Sendable {
    case idle
    /// Checking the documents named.
    case checking(names: String)
    case finished(DocumentCheckReport)
}

/// The report of a check, in words.
public struct DocumentCheckReport: Equatable, Sendable {
    /// "talk.odt" (or "3 files").
    public let title: String
    /// "3 pictures: 2 known, 1 not known."
    public let summary: String
    public let rows: [DocumentCheckRow]
    /// What could not be read, in sentences.
    public let problems: [String]
    /// How the last action in the report went ("3 credits copied to the clipboard.").
    public var notice: String?
    /// Where Add Credits to a Copy… proposes to write the copy ("talk (credits).odp" beside the
    /// document); nil when credits cannot be added to what was checked.
    public let copyProposal: String?
    /// Whether Copy All Credits has credits to copy.
    public var hasCredits: Bool { rows.contains { $0.credit != nil } }
}
