import Foundation

/// One use of an image outside Pixscout, as the credits ledger keeps it.
public struct ImageUse: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case saved, copied, dragged, wallpaper
    }

    public let kind: Kind
    public let date: Date
    /// Where the file went (a saved or dragged copy, the wallpaper); nil for the clipboard.
    public let destination: String?
    /// Whether the image was fitted (cropped and resized) for this use.
    public let isChanged: Bool
    /// Nil for a use recorded before receipts were kept.
    public let receipt: UseReceipt?

    public init(kind: Kind, date: Date, destination: String?, isChanged: Bool = false, receipt: UseReceipt? = nil) {
        self.kind = kind
        self.date = date
        self.destination = destination
        self.isChanged = isChanged
        self.receipt = receipt
    }
}
