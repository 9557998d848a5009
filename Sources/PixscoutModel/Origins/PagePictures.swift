import Foundation
import MarkupKit

/// The addresses of the pictures a page shows, read by real parsers: HTML through libxml2's
/// HTML parser (`<img src>`, `<img srcset>`, `<picture><source srcset>`), Markdown through cmark
/// (CommonMark's reference) and then as the HTML it makes, so that its images and the HTML it
/// holds are both found, and nothing in a code block is.
public enum PagePictures {
    public enum Failure: Error, Sendable, Equatable {
        /// libxml2 or cmark is not installed.
        case unavailable
    }

    /// The most addresses read from one page.
    static let maxReferences = 10_000

    public static func inHTML(_ page: Data) throws(Failure) -> [String] {
        do {
            return references(in: try Markup.html(page))
        } catch .unavailable {
            throw .unavailable
        } catch {
            // What libxml2 cannot make a tree of shows no picture.
            return []
        }
    }

    public static func inMarkdown(_ page: Data) throws(Failure) -> [String] {
        do {
            return try inHTML(try Markup.markdownAsHTML(page))
        } catch {
            throw .unavailable
        }
    }

    /// Each address once, in the page's order.
    static func references(in root: MarkupElement) -> [String] {
        var found: [String] = []
        var seen: Set<String> = []
        var stack: [(MarkupElement, insidePicture: Bool)] = [(root, false)]
        while let (element, insidePicture) = stack.popLast(), found.count < maxReferences {
            let name = element.name.lowercased()
            var addresses: [String] = []
            if name == "img" {
                addresses += element.attribute("src").map { [$0] } ?? []
                addresses += element.attribute("srcset").map(candidates) ?? []
            } else if name == "source", insidePicture {
                addresses += element.attribute("srcset").map(candidates) ?? []
                addresses += element.attribute("src").map { [$0] } ?? []
            }
            for address in addresses.map({ $0.trimmingCharacters(in: .whitespacesAndNewlines) })
            where !address.isEmpty && seen.insert(address).inserted {
                found.append(address)
            }
            stack += element.elements.reversed().map { ($0, insidePicture || name == "picture") }
        }
        return Array(found.prefix(maxReferences))
    }

    /// The addresses of a `srcset`, as HTML's rules split it: each candidate an address (a run
    /// with no whitespace, commas at its end not its own) and descriptors up to the next comma.
    static func candidates(_ srcset: String) -> [String] {
        var addresses: [String] = []
        var rest = Substring(srcset)
        while true {
            rest = rest.drop { $0.isWhitespace || $0 == "," }
            guard !rest.isEmpty else { return addresses }
            let address = rest.prefix { !$0.isWhitespace }
            rest = rest.dropFirst(address.count)
            if address.hasSuffix(",") {
                addresses.append(String(address.reversed().drop { $0 == "," }.reversed()))
                continue
            }
            addresses.append(String(address))
            // The descriptors ("2x", "640w"), up to a comma outside parentheses.
            var depth = 0
            while let character = rest.first {
                rest = rest.dropFirst()
                if character == "(" { depth += 1 } else if character == ")" { depth = max(0, depth - 1) }
                if character == ",", depth == 0 { break }
            }
        }
    }
}
