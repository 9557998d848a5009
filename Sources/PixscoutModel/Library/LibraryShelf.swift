/// What the library view lists: the starred images, a collection, the images used outside
/// Pixscout, or the images looked at lately.
public enum LibraryShelf: Sendable, Hashable {
    case starred
    case collection(id: Int64)
    case used
    case history

    /// The shelf as a query of the library, searched as a site is: "starred", "collection:3".
    public var token: String {
        switch self {
        case .starred: "starred"
        case .collection(let id): "collection:\(id)"
        case .used: "used"
        case .history: "history"
        }
    }

    public init?(token: String) {
        switch token {
        case "starred": self = .starred
        case "used": self = .used
        case "history": self = .history
        default:
            guard token.hasPrefix("collection:"),
                let id = Int64(token.dropFirst("collection:".count)) else { return nil }
            self = .collection(id: id)
        }
    }
}
