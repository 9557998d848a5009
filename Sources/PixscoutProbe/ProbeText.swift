import Foundation

/// Reads an event line's words one after another, as `ProbeEvent.text` wrote them: numbers,
/// `W`x`H` sizes, "-" for none, a quoted string, or the rest of the line.
struct ProbeText {
    private var remaining: Substring

    init(_ text: Substring) {
        remaining = text
    }

    var isAtEnd: Bool { remaining.isEmpty }

    /// The next word, up to a space (which is passed over).
    mutating func word() -> Substring {
        let word = remaining.prefix { $0 != " " }
        remaining = remaining.dropFirst(word.count).dropFirst()
        return word
    }

    /// The next word, left to be read.
    var peek: Substring {
        remaining.prefix { $0 != " " }
    }

    /// Passes over the next word, which names `event` whole.
    mutating func skip(_ event: ProbeEvent) -> ProbeEvent {
        _ = word()
        return event
    }

    /// True for the word `yes`, false for `no`, nil for any other.
    mutating func choice(_ yes: Substring, _ no: Substring) -> Bool? {
        switch word() {
        case yes: true
        case no: false
        default: nil
        }
    }

    /// "`x` `y` `width` `height`".
    mutating func rectangle() -> (x: Int, y: Int, width: Int, height: Int)? {
        guard let x = int(), let y = int(), let width = int(), let height = int() else { return nil }
        return (x, y, width, height)
    }

    /// Everything not yet read.
    mutating func rest() -> String {
        defer { remaining = "" }
        return String(remaining)
    }

    mutating func int() -> Int? {
        Int(word())
    }

    /// A number, or "-" for none; nil when it is neither.
    mutating func optionalInt() -> Int?? {
        let word = word()
        return word == "-" ? .some(nil) : Int(word).map { .some($0) }
    }

    mutating func optionalDouble() -> Double?? {
        let word = word()
        return word == "-" ? .some(nil) : Double(word).map { .some($0) }
    }

    mutating func double() -> Double? {
        Double(word())
    }

    /// "`width`x`height`".
    mutating func size() -> (width: Int, height: Int)? {
        let parts = word().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else { return nil }
        return (width, height)
    }

    /// A string written by ``quoted(_:)``.
    mutating func quoted() -> String? {
        guard remaining.first == "\"" else { return nil }
        var text = ""
        var index = remaining.index(after: remaining.startIndex)
        while index < remaining.endIndex {
            let character = remaining[index]
            if character == "\"" {
                remaining = remaining[remaining.index(after: index)...].drop { $0 == " " }
                return text
            }
            if character == "\\" {
                index = remaining.index(after: index)
                guard index < remaining.endIndex else { return nil }
            }
            text.append(remaining[index])
            index = remaining.index(after: index)
        }
        return nil
    }

    /// `text` in quotes, its quotes and backslashes escaped, so that it reads back whole.
    static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
