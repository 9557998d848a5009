/// Which images the window shows: a search's results, or the person's own library.
public enum WindowMode: String, Equatable, Sendable {
    case search, library
}
