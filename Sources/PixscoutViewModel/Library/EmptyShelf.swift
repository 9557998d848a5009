/// Which shelf of the library is empty, for the page that says how to fill it.
public enum EmptyShelf: Equatable, Sendable {
    case starred
    case collection(name: String)
    case used
    case history
}
