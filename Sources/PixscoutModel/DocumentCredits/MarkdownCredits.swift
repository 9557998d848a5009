import Foundation

/// Credits at the end of a Markdown file: a `## Picture credits` list, a line a picture.
struct MarkdownCredits {
    let path: String
    let knownOnly: Bool

    func write(_ report: OriginReport, to output: URL, replacing: Bool) throws(CreditsAddition.Failure) {
        let bytes = try CreditsAddition.pageBytes(at: path)
        let format = CreditFormat.markdown
        let items = CreditLine.lines(for: report, in: format, knownOnly: knownOnly).map { line in
            "- " + (line.credit.map { "\(format.escaped(line.label)): \($0)" } ?? format.escaped(line.text))
        }
        let text = String(decoding: bytes, as: UTF8.self)
        let ending = text.isEmpty || text.hasSuffix("\n\n") ? "" : text.hasSuffix("\n") ? "\n" : "\n\n"
        let credits = "## \(format.escaped(CreditLine.heading))\n\n" + items.joined(separator: "\n") + "\n"
        guard SafeFile.create(bytes + Data((ending + credits).utf8), at: output, replacing: replacing) else {
            throw !replacing && SafeFile.exists(output.path) ? .outputExists(output.path) : .cannotWrite(output.path)
        }
    }
}
