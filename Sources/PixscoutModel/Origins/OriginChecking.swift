/// Finds where the pictures of files, folders and documents came from (``OriginCheck``).
public protocol OriginChecking: Sendable {
    /// Each picture's origin and verdict for `use`; previews of the pictures are kept when asked;
    /// Wikimedia Commons is asked about unknown pictures only when `asksCommons`.
    func check(_ paths: [String], use: IntendedUse, keepsPreviews: Bool, asksCommons: Bool) async -> OriginReport
}
