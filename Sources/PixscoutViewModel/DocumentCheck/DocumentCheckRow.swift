import Foundation

/// A picture of a checked document as its report shows it.
public struct DocumentCheckRow: Equatable, Sendable {
    public enum Verdict: String, Sendable {
        /// Known, and its licence allows the use.
        case known
        /// Pixscout does not know where it came from.
        case unknown
        /// Its licence forbids the use.
        case refused
    }

    /// Where it is: "talk.odt › Pictures/1.jpg".
    public let place: String
    public let verdict: Verdict
    /// Its credit, as Copy Credit gives it; nil for an unknown picture.
    public let credit: String?
    /// Its licence and what the licence allows, or the sentence that says it is not known.
    public let terms: String
    /// How Pixscout knows it: by its credit, as the file saved, by its look, from Commons.
    public let match: String?
    /// Its licence in one word, code and version ("by-nc-nd-4.0"), or "-" when it is not known.
    public let licenseWord: String
}
