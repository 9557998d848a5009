/// A translated message with places for values ("%@", "%ld", "%1$@", "%2$ld"), split into its
/// parts once and filled in by joining them. `String(format:)` goes through Foundation's
/// formatting each time, tens of microseconds: every result shown fills in several messages,
/// and a page of them comes in one frame.
public struct MessageTemplate: Sendable {
    private enum Part: Sendable {
        case text(String)
        /// The value given in this place, counted from 0.
        case value(Int)
    }

    private let parts: [Part]

    /// Reads `template` as `String(format:)` would for string and integer values: "%%" is a
    /// percent sign, a place without a number takes the value after the last one's, and a "%"
    /// that starts no place stays as it is.
    public init(_ template: String) {
        var parts: [Part] = []
        var text = ""
        var nextValue = 0
        var rest = Substring(template)
        while let percent = rest.firstIndex(of: "%") {
            text += rest[..<percent]
            let after = rest[rest.index(after: percent)...]
            if after.first == "%" {
                text += "%"
                rest = after.dropFirst()
                continue
            }
            guard let (place, end) = Self.place(at: after) else {
                text += "%"
                rest = after
                continue
            }
            if !text.isEmpty { parts.append(.text(text)) }
            text = ""
            let value = place ?? nextValue
            parts.append(.value(value))
            nextValue = value + 1
            rest = after[end...]
        }
        text += rest
        if !text.isEmpty { parts.append(.text(text)) }
        self.parts = parts
    }

    /// The message with `values` in their places; a place with no value given stays empty.
    public func filled(_ values: String...) -> String {
        var message = ""
        for part in parts {
            switch part {
            case .text(let text): message += text
            case .value(let index): if values.indices.contains(index) { message += values[index] }
            }
        }
        return message
    }

    /// The place that starts `text` (just after its "%"): its value's number when it gives one
    /// ("2$" is the second, 1), and where it ends; nil when no place starts there.
    private static func place(at text: Substring) -> (Int?, Substring.Index)? {
        var index = text.startIndex
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        var number: Int?
        if !digits.isEmpty, text[digits.endIndex...].first == "$" {
            guard let position = Int(digits), position > 0 else { return nil }
            number = position - 1
            index = text.index(after: digits.endIndex)
        }
        while index < text.endIndex, text[index] == "l" {
            index = text.index(after: index)
        }
        guard index < text.endIndex, "@dius".contains(text[index]) else { return nil }
        return (number, text.index(after: index))
    }
}
