/// Whose credits to copy or export.
public enum CreditsScope: Sendable, Equatable {
    /// The selected images.
    case selection
    /// Every image of the library shelf shown.
    case shownShelf
    /// Every image used outside Pixscout: the ledger.
    case usedImages
}
