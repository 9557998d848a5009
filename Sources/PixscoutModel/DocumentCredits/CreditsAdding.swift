/// Writes a checked document's credits into a copy of it (``CreditsAddition``).
public protocol CreditsAdding: Sendable {
    /// Whether credits can be added to the document at `path` (its kind is one Pixscout writes).
    func canAddCredits(to path: String) -> Bool
    /// Writes the copy of `document` with `report`'s credits to `output`, a new file unless `replacing`.
    func addCredits(_ report: OriginReport, to document: String, output: String,
        replacing: Bool) throws(CreditsAddition.Failure)
}
