/// Text from a site made safe where it enters: what a title, an author, a licence's name or
/// a tag may hold once read. Control characters (C0 and C1) go, and whole terminal escape
/// sequences with them (CSI, OSC such as clipboard writes and hidden links, DCS, and their
/// 8-bit forms), so that nothing reaching a terminal, a clipboard or a Markdown file acts on
/// it; bidi overrides and isolates go, so that text reads in the order it is stored. Line
/// breaks become spaces: each field is one line. Linear in the input.
public enum NetworkText {
    /// `text` on one line, cleaned, with runs of spaces made one and no space at either end.
    public static func line(_ text: String) -> String {
        // Most text is clean already: it comes back as it is, with nothing copied.
        if isTidy(text) { return text }
        let scalars = Array(text.unicodeScalars)
        var cleaned = String.UnicodeScalarView()
        var pendingSpace = false
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if let end = sequenceEnd(in: scalars, at: index) {
                index = end
                continue
            }
            index += 1
            if isBidiControl(scalar) { continue }
            if scalar.properties.generalCategory == .control || scalar.properties.isWhitespace {
                pendingSpace = !cleaned.isEmpty
                continue
            }
            if pendingSpace {
                cleaned.append(" ")
                pendingSpace = false
            }
            cleaned.append(scalar)
        }
        return String(cleaned)
    }

    /// `text` cleaned, or nil when nothing is left.
    public static func line(_ text: String?) -> String? {
        text.map(line).flatMap { $0.isEmpty ? nil : $0 }
    }

    /// Whether `text` holds anything ``line(_:)`` would take out.
    public static func isClean(_ text: String) -> Bool {
        !text.unicodeScalars.contains { $0.properties.generalCategory == .control || isBidiControl($0) }
    }

    /// Whether ``line(_:)`` would leave `text` as it is: plain spaces only, one at a time, none
    /// at either end, and nothing to take out.
    private static func isTidy(_ text: String) -> Bool {
        var previous: Unicode.Scalar = " "
        for scalar in text.unicodeScalars {
            if scalar == " " {
                if previous == " " { return false }
            } else if scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
                || isBidiControl(scalar) {
                return false
            }
            previous = scalar
        }
        return previous != " " || text.isEmpty
    }

    /// LRE, RLE, PDF, LRO, RLO and the isolates LRI, RLI, FSI, PDI.
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
    }

    /// Where the escape sequence starting at `index` ends (the index after it); nil when none
    /// starts there. ESC and one character; CSI up to its final byte; OSC, DCS, SOS, PM and APC
    /// up to BEL or ST (ESC "\" or its 8-bit form), or the end of the text.
    private static func sequenceEnd(in scalars: [Unicode.Scalar], at index: Int) -> Int? {
        var start = index + 1
        let kind: Character
        switch scalars[index].value {
        case 0x1B:
            guard start < scalars.count else { return start }
            switch scalars[start] {
            case "[": kind = "["
            case "]", "P", "X", "^", "_": kind = "]"
            default: return start + 1
            }
            start += 1
        case 0x9B: kind = "["
        case 0x90, 0x98, 0x9D, 0x9E, 0x9F: kind = "]"
        default: return nil
        }
        var position = start
        while position < scalars.count {
            let value = scalars[position].value
            if kind == "[" {
                if (0x40...0x7E).contains(value) { return position + 1 }
            } else if value == 0x07 || value == 0x9C {
                return position + 1
            } else if value == 0x1B {
                return position + 1 < scalars.count && scalars[position + 1] == "\\" ? position + 2 : position + 1
            }
            position += 1
        }
        return position
    }
}
