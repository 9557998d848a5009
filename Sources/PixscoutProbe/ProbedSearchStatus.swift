/// What the search footer says, as a probe event carries it.
public enum ProbedSearchStatus: Equatable, Sendable {
    case idle
    case searching(query: String)
    case results(query: String, count: Int, total: Int?)
    case noResults(query: String)
    case failed(query: String)

    var text: String {
        switch self {
        case .idle: "idle"
        case .searching(let query): "searching " + ProbeText.quoted(query)
        case .results(let query, let count, let total):
            "results \(count) \(total.map(String.init) ?? "-") " + ProbeText.quoted(query)
        case .noResults(let query): "no-results " + ProbeText.quoted(query)
        case .failed(let query): "failed " + ProbeText.quoted(query)
        }
    }

    init?(text: Substring) {
        var line = ProbeText(text)
        switch line.word() {
        case "idle": self = .idle
        case "searching": guard let query = line.quoted() else { return nil }; self = .searching(query: query)
        case "results":
            guard let count = line.int(), let total = line.optionalInt(), let query = line.quoted() else { return nil }
            self = .results(query: query, count: count, total: total)
        case "no-results": guard let query = line.quoted() else { return nil }; self = .noResults(query: query)
        case "failed": guard let query = line.quoted() else { return nil }; self = .failed(query: query)
        default: return nil
        }
    }
}
