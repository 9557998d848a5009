/// What the person will do with a document's pictures, for the licences' verdicts.
public struct IntendedUse: OptionSet, Sendable, Hashable {
    public let rawValue: Int

    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Sold, or used to sell: what NonCommercial licences forbid.
    public static let commercial = IntendedUse(rawValue: 1)
    /// Changed (cropped, edited, adapted): what NoDerivatives licences forbid.
    public static let modified = IntendedUse(rawValue: 2)

    /// Every use a person may name on the command line, by its word.
    public static let words: [String: IntendedUse] = ["commercial": .commercial, "modified": .modified]
}
