import PixscoutLocalization

/// "3 of 50" in the person's language, put together from the translated template's parts
/// rather than through a format string: every tile in the pool says its position again when
/// a page comes, and formatting took a few milliseconds of that frame in the grid.
struct PositionText {
    private enum Part {
        case text(String), position, total
    }

    @MainActor static let current = PositionText(template: tr("%1$ld of %2$ld"))

    private let parts: [Part]

    init(template: String) {
        var parts: [Part] = []
        var rest = Substring(template)
        while let marker = rest.range(of: "%") {
            let after = rest[marker.upperBound...]
            let part: Part? = after.hasPrefix("1$ld") ? .position : after.hasPrefix("2$ld") ? .total : nil
            guard let part else {
                parts.append(.text(String(rest[..<marker.upperBound])))
                rest = after
                continue
            }
            parts.append(.text(String(rest[..<marker.lowerBound])))
            parts.append(part)
            rest = after.dropFirst(4)
        }
        parts.append(.text(String(rest)))
        self.parts = parts
    }

    func text(position: Int, total: Int) -> String {
        parts.map { part in
            switch part {
            case .text(let text): text
            case .position: String(position)
            case .total: String(total)
            }
        }.joined()
    }
}
