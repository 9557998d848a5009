import ArgumentParser
import PixscoutModel

/// What `pixscout credits` prints: a credits document, or the ledger with its receipts as JSON.
enum CreditsOutput: String, ExpressibleByArgument {
    case markdown, html, text, json

    /// The credits document's format; nil for JSON.
    var creditFormat: CreditFormat? {
        switch self {
        case .markdown: .markdown
        case .html: .html
        case .text: .text
        case .json: nil
        }
    }
}
