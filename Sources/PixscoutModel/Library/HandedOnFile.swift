/// What a file Pixscout handed on is known by later: its bytes' SHA-256, and its picture's look
/// (a resized or re-encoded copy of it keeps most of the look).
public struct HandedOnFile: Sendable, Equatable {
    public let sha256: String
    /// Nil when its picture could not be decoded.
    public let look: PerceptualHash?

    public init(sha256: String, look: PerceptualHash?) {
        self.sha256 = sha256
        self.look = look
    }
}
