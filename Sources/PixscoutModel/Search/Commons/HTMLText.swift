import Foundation

/// Text out of the HTML that Commons' metadata holds. The result is plain text, never markup:
/// views show it as text (or escape it), so a crafted description cannot style or link.
enum HTMLText {
    /// Tags removed (and the contents of scripts and styles), entities decoded, whitespace
    /// collapsed. Block tags leave a space so that paragraphs do not run together. Linear in
    /// the input, whatever it holds: each character is looked at a bounded number of times.
    static func plain(_ html: String) -> String {
        var text = ""
        var rest = Substring(html)
        while let open = rest.firstIndex(of: "<") {
            text += rest[..<open]
            guard let close = rest[open...].firstIndex(of: ">") else {
                // No ">" anywhere after: the rest is text, "<" and all.
                text += rest[open...]
                rest = ""
                break
            }
            let tag = rest[rest.index(after: open)..<close]
            let name = tag.drop { $0 == "/" }.prefix { $0.isLetter || $0.isNumber }.lowercased()
            rest = rest[rest.index(after: close)...]
            if !tag.hasPrefix("/"), name == "script" || name == "style" {
                // Skip everything up to the closing tag.
                rest = rest.range(of: "</\(name)", options: .caseInsensitive).map { rest[$0.upperBound...] } ?? ""
                if let end = rest.firstIndex(of: ">") { rest = rest[rest.index(after: end)...] }
            } else if blockTags.contains(name) {
                text += " "
            }
        }
        text += rest
        return decodeEntities(text).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    private static let blockTags: Set<String> = [
        "p", "br", "div", "li", "ul", "ol", "tr", "td", "th", "table", "h1", "h2", "h3", "h4", "h5", "h6", "dd", "dt",
    ]

    /// The first `href` of the HTML, made absolute (Commons writes `//commons.wikimedia.org/…`).
    static func firstLink(_ html: String) -> String? {
        guard let start = html.range(of: "href=\"") else { return nil }
        let rest = html[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        let link = decodeEntities(String(rest[..<end]))
        if link.hasPrefix("//") { return "https:" + link }
        return link.hasPrefix("http://") || link.hasPrefix("https://") ? link : nil
    }

    private static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "#39": "'",
    ]

    static func decodeEntities(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            guard text[index] == "&", let semicolon = text[index...].prefix(12).firstIndex(of: ";") else {
                result.append(text[index])
                index = text.index(after: index)
                continue
            }
            let name = String(text[text.index(after: index)..<semicolon])
            if let replacement = named[name] ?? numericEntity(name) {
                result += replacement
                index = text.index(after: semicolon)
            } else {
                result.append("&")
                index = text.index(after: index)
            }
        }
        return result
    }

    private static func numericEntity(_ name: String) -> String? {
        guard name.hasPrefix("#") else { return nil }
        let digits = name.dropFirst()
        let value = digits.hasPrefix("x") || digits.hasPrefix("X") ? UInt32(digits.dropFirst(),
            radix: 16) : UInt32(digits)
        return value.flatMap(Unicode.Scalar.init).map { String(Character($0)) }
    }
}
