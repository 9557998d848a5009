/// How far Save to Folder has come: "Saving 2 of 3 images…" and the share done.
public struct FolderSaveProgress: Equatable, Sendable {
    public let text: String
    /// From 0 to 1.
    public let fraction: Double

    public init(text: String, fraction: Double) {
        self.text = text
        self.fraction = fraction
    }
}
