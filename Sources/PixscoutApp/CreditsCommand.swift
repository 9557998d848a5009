import ArgumentParser
import Dispatch
import Foundation
import PixscoutLocalization
import PixscoutModel

/// `pixscout credits [--format markdown|html|text|json] [--collection NAME]`: the credits of the
/// images used (the ledger, with each use's receipt in JSON), or of a collection, on standard
/// output; `pixscout credits --check PATH…`: where a document's pictures came from. No display,
/// no window.
struct CreditsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "credits",
        abstract: "Print the credits of the images you used, or of one collection, or check a document's pictures.",
        discussion: """
            The same credits as Export Credits… in Pixscout, from your library. "starred" names your \
            starred images. With --check, Pixscout finds where each picture of the files, folders and \
            documents named came from (ODF, Office Open XML, EPUB, HTML, Markdown) and prints their \
            credits; nothing leaves the machine unless --ask-commons is given. Exit status: 0 when every \
            picture is known, allowed and examined, 1 when some are not known or could not be examined, \
            2 when the licence of some forbids the --use named or your library cannot be read.
            """)

    @Option(help: ArgumentHelp("markdown, html, text, or json (the used images' receipts).", valueName: "format"))
    var format: CreditsOutput = .markdown

    @Option(help: ArgumentHelp("A collection's name, or \"starred\"; without it, every image used.", valueName: "name"))
    var collection: String?

    @Option(parsing: .upToNextOption, help: ArgumentHelp("Pictures, folders or documents to check.", valueName: "path"))
    var check: [String] = []

    @Option(help: ArgumentHelp("What the pictures are for, with --check: commercial, modified (repeatable).",
        valueName: "use"))
    var use: [String] = []

    @Flag(help: ArgumentHelp("With --check, ask Wikimedia Commons about the pictures Pixscout does not know: "
        + "each one's SHA-1 is sent, nothing else."))
    var askCommons = false

    @Flag(help: "With --check, ask no one about the pictures Pixscout does not know (the default).")
    var offline = false

    @Option(help: ArgumentHelp("Wikimedia Commons' API for --check, such as a local server.", valueName: "url"))
    var commonsURL: String?

    @Flag(help: ArgumentHelp("With --check of one document, write a copy of it with its pictures' credits added "
        + "(ODF text and presentations, Word, PowerPoint, HTML, Markdown); the document itself is never changed."))
    var addCredits = false

    @Option(help: ArgumentHelp("Where --add-credits writes the copy (by default “NAME (credits).EXT” beside it); "
        + "a file already there is never replaced.", valueName: "path"))
    var output: String?

    @Flag(help: "With --add-credits, list only the pictures whose source is known, not those left to find.")
    var knownOnly = false

    @Flag(help: ArgumentHelp("Ask each site whether the images you used are still there, under the same licence, "
        + "and mark in your library what changed. Exit status 1 when something changed."))
    var recheck = false

    @Option(name: .customLong("site-api"), help: ArgumentHelp("With --recheck, a site's API as NAME=URL, such as a "
        + "local server (repeatable).", valueName: "name=url"))
    var apiURLs: [String] = []

    func validate() throws {
        if !check.isEmpty, collection != nil { throw ValidationError("--check and --collection contradict each other") }
        if !check.isEmpty, format == .json { throw ValidationError("--check prints markdown, html or text") }
        for word in use where IntendedUse.words[word.lowercased()] == nil {
            let words = IntendedUse.words.keys.sorted().joined(separator: " or ")
            throw ValidationError("--use takes \(words), not \(word)")
        }
        if askCommons, offline { throw ValidationError("--ask-commons and --offline contradict each other") }
        if recheck, !check.isEmpty || collection != nil {
            throw ValidationError("--recheck asks the sites about every image you used: give it alone")
        }
        if !recheck, !apiURLs.isEmpty { throw ValidationError("--site-api goes with --recheck") }
        do {
            _ = try APIEndpoints(parsing: apiURLs)
        } catch {
            throw ValidationError(error.description.replacingOccurrences(of: "--api-url", with: "--site-api"))
        }
        if addCredits, check.count != 1 { throw ValidationError("--add-credits takes one document after --check") }
        if !addCredits, output != nil || knownOnly {
            throw ValidationError("--output and --known-only go with --add-credits")
        }
        if let commonsURL, !APIEndpoints.isWebURL(commonsURL) {
            throw ValidationError("--commons-url must be an http or https URL, such as http://127.0.0.1:8000/w/api.php"
                + " (not “\(DocumentProblem.shown(commonsURL))”)")
        }
    }

    func run() throws {
        PixscoutApplication.prepare()
        if !check.isEmpty { return try runCheck() }
        if recheck { return try runRecheck() }
        let file = LibraryDatabase.standard()
        let format = self.format
        let collection = self.collection
        let outcome = Self.waitFor {
            await Self.listing(in: file, collection: collection, format: format)
        }
        switch outcome {
        case .success(let text):
            FileHandle.standardOutput.write(Data(text.utf8))
        case .failure(let problem):
            FileHandle.standardError.write(Data((problem.message + "\n").utf8))
            throw ExitCode(1)
        }
    }

    enum Problem: Error {
        case library(LibraryError)
        case noCollection(String, known: [String])

        var message: String {
            switch self {
            case .library(.failed): tr("Pixscout could not read your library. Try again in a moment.")
            case .library(let error): error.message
            case .noCollection(let name, let known):
                known.isEmpty
                    ? String(format: tr("There is no collection called “%@”: you have made none yet."), name)
                    : String(format: tr("There is no collection called “%1$@”. Your collections: %2$@."), name,
                        known.joined(separator: ", "))
            }
        }
    }

    /// The credits asked for, in `format`; an empty list when there is no library yet (none is
    /// made). The library is only read: never migrated, moved or written, whatever it holds.
    private static func listing(in file: URL, collection: String?, format: CreditsOutput) async
        -> Result<String, Problem> {
        guard FileManager.default.fileExists(atPath: file.path) else {
            return collection.map { $0.lowercased() == "starred" } ?? true
                ? .success(render([], format: format)) : .failure(.noCollection(collection ?? "", known: []))
        }
        do throws(LibraryError) {
            let store = Library(database: try LibraryDatabase.openForReading(file))
            let shelf: LibraryShelf
            if let collection {
                if collection.lowercased() == "starred" {
                    shelf = .starred
                } else if let found = try await store.collection(named: collection) {
                    shelf = .collection(id: found.id)
                } else {
                    return .failure(.noCollection(collection, known: try await store.collections().map(\.name)))
                }
            } else {
                shelf = .used
            }
            guard let credits = format.creditFormat else {
                let used = shelf == .used ? try await store.usedImages()
                    : try await store.images(on: shelf, offset: 0, limit: .max).images
                        .map { UsedImage(image: $0, uses: []) }
                return .success(render(used, format: format))
            }
            return .success(try await CreditsDocument.of(shelf, in: store).rendered(as: credits))
        } catch {
            return .failure(.library(error))
        }
    }

    private static func render(_ used: [UsedImage], format: CreditsOutput) -> String {
        format.creditFormat.map { CreditsDocument(images: used.map(\.image)).rendered(as: $0) }
            ?? LedgerExport.json(used)
    }

    /// Runs `work` to its end from this synchronous command.
    static func waitFor<Value: Sendable>(_ work: @escaping @Sendable () async -> Value) -> Value {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var value: Value?
        Task.detached {
            value = await work()
            done.signal()
        }
        done.wait()
        guard let value else { preconditionFailure("the work ended without a value") }
        return value
    }
}
