/// How credits are written out: for a Markdown document, a web page, or plain text; and for a
/// document's page, slide or printed handout, where a reader cannot click a link.
public enum CreditFormat: String, Sendable, CaseIterable {
    case markdown, html, text
    /// Plain text whose links are short readable addresses ("creativecommons.org/licenses/by/4.0").
    case printed

    /// The formats credits are exported to; `printed` is written into documents only.
    public static var allCases: [CreditFormat] { [.markdown, .html, .text] }

    public var fileExtension: String {
        switch self {
        case .markdown: "md"
        case .html: "html"
        case .text, .printed: "txt"
        }
    }

    /// The format a file name's extension asks for, if it is one of these.
    public init?(fileExtension: String) {
        switch fileExtension.lowercased() {
        case "md", "markdown": self = .markdown
        case "html", "htm": self = .html
        case "txt", "text": self = .text
        default: return nil
        }
    }

    /// Text from a site, safe inside this format: one line with nothing a terminal acts on
    /// (cleaned again here, whatever the caller did), and nothing in it becomes markup: no
    /// HTML tags, and in Markdown no emphasis, link, heading, list or quote.
    func escaped(_ text: String) -> String {
        let text = NetworkText.line(text)
        switch self {
        case .text, .printed:
            return text
        case .html:
            return text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
                .replacing("\"", with: "&quot;").replacing("'", with: "&#39;")
        case .markdown:
            var escaped = ""
            for character in text {
                if "\\`*_[]()<>|~#!".contains(character) { escaped.append("\\") }
                escaped.append(character)
            }
            // A list's marker where a line could start: "- ", "+ ", "1. ".
            if let first = escaped.first, "-+".contains(first) {
                escaped = "\\" + escaped
            }
            let digits = escaped.prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty, escaped.dropFirst(digits.count).first == "." {
                escaped = digits + "\\" + escaped.dropFirst(digits.count)
            }
            return escaped
        }
    }

    /// `text` linked to `url`, when the URL is a web address; the text alone otherwise.
    func link(_ text: String, to url: String?) -> String {
        guard let url = Self.webAddress(url) else { return escaped(text) }
        switch self {
        case .text: return "\(escaped(text)) (\(url))"
        case .printed: return "\(escaped(text)) (\(Self.readable(url)))"
        case .html: return "<a href=\"\(escaped(url))\">\(escaped(text))</a>"
        case .markdown: return "[\(escaped(text))](\(url))"
        }
    }

    /// An address as a reader of paper types it: no scheme, no "www.", no closing slash, its
    /// escapes decoded where that stays one line.
    static func readable(_ url: String) -> String {
        var address = Substring(url)
        for prefix in ["https://", "http://"] where address.lowercased().hasPrefix(prefix) {
            address = address.dropFirst(prefix.count)
        }
        if address.lowercased().hasPrefix("www.") { address = address.dropFirst(4) }
        while address.hasSuffix("/") { address = address.dropLast() }
        let decoded = String(address).removingPercentEncoding.map { NetworkText.line($0) } ?? String(address)
        return decoded.contains(" ") ? String(address) : decoded
    }

    /// An http(s) address with nothing in it that could end a link early or read as Markdown's
    /// marks, else nil: a link from a site never becomes a script or breaks out of its markup.
    static func webAddress(_ url: String?) -> String? {
        guard let url, let scheme = url.split(separator: ":", maxSplits: 1).first?.lowercased(),
              scheme == "http" || scheme == "https",
              NetworkText.isClean(url)
        else { return nil }
        var safe = ""
        for scalar in url.unicodeScalars {
            switch scalar {
            case " ": safe += "%20"
            case "(": safe += "%28"
            case ")": safe += "%29"
            case "<": safe += "%3C"
            case ">": safe += "%3E"
            case "\"": safe += "%22"
            case "'": safe += "%27"
            // Markdown's emphasis, code and link marks: a target never reads as a credited name.
            // (`_`, common in addresses, marks nothing inside a link's target.)
            case "*": safe += "%2A"
            case "[": safe += "%5B"
            case "]": safe += "%5D"
            case "`": safe += "%60"
            case "\\": safe += "%5C"
            default: safe.unicodeScalars.append(scalar)
            }
        }
        return safe
    }
}
