/// Who made an image, and where to find them.
public struct ImageCreator: Sendable, Equatable {
    public let name: String
    /// Their profile page.
    public let profileURL: String?
    /// A small portrait (Pixabay's `userImageURL`).
    public let avatarURL: String?

    public init(name: String, profileURL: String? = nil, avatarURL: String? = nil) {
        self.name = NetworkText.line(name)
        self.profileURL = profileURL
        self.avatarURL = avatarURL
    }
}
