/// Where saving the selected image stands, as a probe event carries it.
public enum ProbedSaveState: Equatable, Sendable {
    case idle
    /// How far, from 0 to 1, when the size is known.
    case saving(fraction: Double?)
    case saved(path: String)
    case failed(message: String)

    var text: String {
        switch self {
        case .idle: "idle"
        case .saving(let fraction): "saving " + (fraction.map { String(format: "%.2f", $0) } ?? "-")
        case .saved(let path): "saved " + ProbeText.quoted(path)
        case .failed(let message): "failed " + ProbeText.quoted(message)
        }
    }

    init?(text: Substring) {
        var line = ProbeText(text)
        switch line.word() {
        case "idle": self = .idle
        case "saving":
            guard let fraction = line.optionalDouble() else { return nil }
            self = .saving(fraction: fraction)
        case "saved": guard let path = line.quoted() else { return nil }; self = .saved(path: path)
        case "failed": guard let message = line.quoted() else { return nil }; self = .failed(message: message)
        default: return nil
        }
    }
}
