/// What the library view says of its shelf, as a probe event carries it.
public enum ProbedLibraryStatus: Equatable, Sendable {
    case opening
    case loading
    case shown(count: Int)
    case failed
    case unavailable

    var text: String {
        switch self {
        case .opening: "opening"
        case .loading: "loading"
        case .shown(let count): "shown \(count)"
        case .failed: "failed"
        case .unavailable: "unavailable"
        }
    }

    init?(text: Substring) {
        var line = ProbeText(text)
        switch line.word() {
        case "opening": self = .opening
        case "loading": self = .loading
        case "shown": guard let count = line.int() else { return nil }; self = .shown(count: count)
        case "failed": self = .failed
        case "unavailable": self = .unavailable
        default: return nil
        }
    }
}
