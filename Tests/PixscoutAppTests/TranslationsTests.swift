import Foundation
import PixscoutTestSupport
import XCTest

/// The catalogs in po/: up to date with the code, complete, and with the same placeholders
/// as the English messages (a missing %@ would print garbage or crash).
final class TranslationsTests: XCTestCase {
    /// One message of a po file: its English forms and its translations.
    private struct Message {
        var id = ""
        var plural: String?
        var translations: [String] = []
    }

    private func messages(in file: URL) throws -> [Message] {
        var messages: [Message] = []
        var current: Message?
        var field: String?
        func append(_ text: String) {
            switch field {
            case "msgid": current?.id += text
            case "msgid_plural":
                let sofar = current?.plural ?? ""
                current?.plural = sofar + text
            default:
                if let last = current?.translations.indices.last { current?.translations[last] += text }
            }
        }
        for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n",
            omittingEmptySubsequences: false) {
            guard !line.hasPrefix("#") else { continue }
            guard let quote = line.firstIndex(of: "\"") else {
                if let message = current { messages.append(message) }
                current = nil
                continue
            }
            let keyword = line[..<quote].trimmingCharacters(in: .whitespaces)
            let text = unescape(String(line[line.index(after: quote)..<line.index(before: line.endIndex)]))
            switch keyword {
            case "msgid":
                if let message = current { messages.append(message) }
                current = Message()
                field = "msgid"
            case "msgid_plural":
                field = "msgid_plural"
            case let word where word.hasPrefix("msgstr"):
                current?.translations.append("")
                field = "msgstr"
            default:
                break
            }
            append(text)
        }
        if let message = current { messages.append(message) }
        return messages.filter { !$0.id.isEmpty }
    }

    private func unescape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\n", with: "\n")
            .replacingOccurrences(of: "\\\\", with: "\\")
    }

    /// The placeholders of a format string, in argument order ("%2$@" counts as the second).
    private func placeholders(_ text: String) -> [String] {
        let pattern = /%(?:(\d)\$)?(ld|@|d)/
        let found = text.matches(of: pattern).enumerated().map { offset, match in
            (Int(match.1.map(String.init) ?? "") ?? offset + 1, String(match.2))
        }
        return found.sorted { $0.0 < $1.0 }.map(\.1)
    }

    func testEveryMessageIsTranslatedIntoJapaneseAndGermanWithTheSamePlaceholders() throws {
        let template = try messages(in: RepositoryPaths.root.appendingPathComponent("po/pixscout.pot"))
        XCTAssertGreaterThan(template.count, 150)
        for language in ["ja", "de"] {
            let translated = try messages(in: RepositoryPaths.root.appendingPathComponent("po/\(language).po"))
            let byID = Dictionary(translated.map { ($0.id, $0) }) { first, _ in first }
            for message in template {
                guard let translation = byID[message.id] else {
                    XCTFail("\(language) lacks “\(message.id)”")
                    continue
                }
                XCTAssertFalse(translation.translations.contains(where: \.isEmpty),
                    "\(language): “\(message.id)” is untranslated")
                for form in translation.translations {
                    XCTAssertEqual(placeholders(form), placeholders(message.id),
                        "\(language): “\(form)” for “\(message.id)”")
                }
            }
        }
    }

    func testTheTemplateHoldsEveryMarkedMessageOfTheCode() throws {
        let folders = ["PixscoutModel", "PixscoutViewModel", "PixscoutView", "PixscoutApp"]
        let files = folders.flatMap { folder -> [String] in
            let root = RepositoryPaths.root.appendingPathComponent("Sources/\(folder)")
            let names = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
            return names.filter { $0.hasSuffix(".swift") }.map { root.appendingPathComponent($0).path }
        }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-\(UUID()).pot")
        defer { try? FileManager.default.removeItem(at: output) }
        let xgettext = Process()
        xgettext.executableURL = URL(fileURLWithPath: "/usr/bin/xgettext")
        xgettext.arguments = ["--language=C", "--from-code=UTF-8", "--keyword=tr:1", "--keyword=trn:1,2", "-o",
            output.path] + files
        xgettext.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try xgettext.run()
        xgettext.waitUntilExit()
        let inCode = Set(try messages(in: output).map(\.id))
        let inTemplate = Set(try messages(in: RepositoryPaths.root.appendingPathComponent("po/pixscout.pot")).map(\.id))
        XCTAssertEqual(inCode.subtracting(inTemplate), [],
            "marked in the code but not in po/pixscout.pot: run scripts/update-translations")
        XCTAssertEqual(inTemplate.subtracting(inCode), [],
            "in po/pixscout.pot but no longer in the code: run scripts/update-translations")
    }
}
