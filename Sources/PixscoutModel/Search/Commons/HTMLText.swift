/// Text out of the HTML that Commons' metadata holds. The result is plain text, never markup:
/// views show it as text (or escape it), so a crafted description cannot style or link.
///
/// Read over UTF-8 bytes: every mark it looks for (`<`, `>`, `&`, `;`, a quote) is ASCII, and
/// no byte of a longer character is ASCII. Read by characters, a page of Commons results spent
/// most of its decoding here (finding grapheme boundaries and their properties), 2.8 ms a page
/// in All sites' first search, on the way to its first rows.
enum HTMLText {
    /// Tags removed (and the contents of scripts and styles), entities decoded, whitespace
    /// collapsed. Block tags leave a space so that paragraphs do not run together. Linear in
    /// the input, whatever it holds: each byte is looked at a bounded number of times.
    static func plain(_ html: String) -> String {
        let source = Array(html.utf8)
        var text: [UInt8] = []
        text.reserveCapacity(source.count)
        var index = 0
        while index < source.count {
            guard let open = source[index...].firstIndex(of: Mark.open) else {
                text += source[index...]
                break
            }
            text += source[index..<open]
            guard let close = source[open...].firstIndex(of: Mark.close) else {
                // No ">" anywhere after: the rest is text, "<" and all.
                text += source[open...]
                break
            }
            let tag = source[(open + 1)..<close]
            let name = tagName(tag)
            index = close + 1
            if tag.first != Mark.slash, name == "script" || name == "style" {
                // Skip everything up to the closing tag.
                index = endOfClosingTag(name, in: source, from: index)
            } else if blockTags.contains(name) {
                text.append(Mark.space)
            }
        }
        return collapsingWhitespace(decodingEntities(text))
    }

    private static let blockTags: Set<String> = [
        "p", "br", "div", "li", "ul", "ol", "tr", "td", "th", "table", "h1", "h2", "h3", "h4", "h5", "h6", "dd", "dt",
    ]

    /// The first `href` of the HTML, made absolute (Commons writes `//commons.wikimedia.org/…`).
    static func firstLink(_ html: String) -> String? {
        let source = Array(html.utf8)
        guard let start = source.firstRange(of: Array("href=\"".utf8)) else { return nil }
        let rest = source[start.upperBound...]
        guard let end = rest.firstIndex(of: Mark.quote) else { return nil }
        let link = String(decoding: decodingEntities(Array(rest[..<end])), as: UTF8.self)
        if link.hasPrefix("//") { return "https:" + link }
        return link.hasPrefix("http://") || link.hasPrefix("https://") ? link : nil
    }

    /// `text` with `&amp;`, `&lt;`, `&#169;`, `&#x263A;` and the like made the characters they
    /// stand for; anything else after an `&` stays as written.
    static func decodeEntities(_ text: String) -> String {
        guard text.utf8.contains(Mark.ampersand) else { return text }
        return String(decoding: decodingEntities(Array(text.utf8)), as: UTF8.self)
    }

    private static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "#39": "'",
    ]

    private static func decodingEntities(_ source: [UInt8]) -> [UInt8] {
        guard source.contains(Mark.ampersand) else { return source }
        var result: [UInt8] = []
        result.reserveCapacity(source.count)
        var index = 0
        while index < source.count {
            // An entity's name is at most ten characters: its ";" within the next eleven.
            let window = (index + 1)..<min(index + 12, source.count)
            guard source[index] == Mark.ampersand, let semicolon = source[window].firstIndex(of: Mark.semicolon),
                  let replacement = entity(String(decoding: source[(index + 1)..<semicolon], as: UTF8.self))
            else {
                result.append(source[index])
                index += 1
                continue
            }
            result += replacement.utf8
            index = semicolon + 1
        }
        return result
    }

    private static func entity(_ name: String) -> String? {
        if let known = named[name] { return known }
        guard name.hasPrefix("#") else { return nil }
        let digits = name.dropFirst()
        let value = digits.hasPrefix("x") || digits.hasPrefix("X") ? UInt32(digits.dropFirst(),
            radix: 16) : UInt32(digits)
        return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
    }

    /// A tag's name, lower-cased, after any "/": its letters and digits up to the first other
    /// character. A name that goes on in letters beyond ASCII is none of the names looked for.
    private static func tagName(_ tag: ArraySlice<UInt8>) -> String {
        let name = tag.drop { $0 == Mark.slash }
        let ascii = name.prefix { isASCIILetter($0) || (0x30...0x39).contains($0) }
        let after = name.dropFirst(ascii.count)
        if let lead = after.first, lead >= 0x80,
           let scalar = String(decoding: after.prefix(4), as: UTF8.self).unicodeScalars.first,
           scalar.properties.isAlphabetic || scalar.properties.numericType != nil {
            return ""
        }
        return String(decoding: ascii.map(lowercased), as: UTF8.self)
    }

    private static func isASCIILetter(_ byte: UInt8) -> Bool {
        (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }

    /// Where the text resumes after `</name…>` (ASCII letters in any case), or the end when no
    /// such tag closes it.
    private static func endOfClosingTag(_ name: String, in source: [UInt8], from start: Int) -> Int {
        let closing = Array("</\(name)".utf8)
        var index = start
        while let open = source[index...].firstIndex(of: Mark.open) {
            let end = open + closing.count
            if end <= source.count, zip(source[open..<end], closing).allSatisfy({ lowercased($0) == $1 }) {
                return source[end...].firstIndex(of: Mark.close).map { $0 + 1 } ?? end
            }
            index = open + 1
        }
        return source.count
    }

    /// The text with every run of whitespace (any Unicode space or line break) made one space,
    /// and none at either end.
    private static func collapsingWhitespace(_ bytes: [UInt8]) -> String {
        var result = String.UnicodeScalarView()
        var pendingSpace = false
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            // ASCII's spaces without a look at Unicode's tables: most of the text.
            if scalar.isASCII ? (0x09...0x0D).contains(scalar.value) || scalar == " " : scalar.properties.isWhitespace {
                pendingSpace = !result.isEmpty
                continue
            }
            if pendingSpace { result.append(" ") }
            pendingSpace = false
            result.append(scalar)
        }
        return String(result)
    }

    private enum Mark {
        static let open = UInt8(ascii: "<"), close = UInt8(ascii: ">"), slash = UInt8(ascii: "/")
        static let ampersand = UInt8(ascii: "&"), semicolon = UInt8(ascii: ";"), quote = UInt8(ascii: "\"")
        static let space = UInt8(ascii: " ")
    }
}
