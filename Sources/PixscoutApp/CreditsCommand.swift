import ArgumentParser
import Dispatch
import Foundation
import PixscoutLocalization
import PixscoutModel

extension CreditFormat: ExpressibleByArgument {}

/// `pixscout credits [--format markdown|html|text] [--collection NAME]`: the credits of the
/// images used (the ledger), or of a collection, on standard output. No display, no window.
struct CreditsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "credits",
        abstract: "Print the credits of the images you used, or of one collection.",
        discussion: "The same credits as Export Credits… in Pixscout, from your library. "
            + "\"starred\" names your starred images.")

    @Option(help: ArgumentHelp("markdown, html or text.", valueName: "format"))
    var format: CreditFormat = .markdown

    @Option(help: ArgumentHelp("A collection's name, or \"starred\"; without it, every image used.", valueName: "name"))
    var collection: String?

    func run() throws {
        PixscoutApplication.prepare()
        let file = LibraryDatabase.standard()
        let format = self.format
        let collection = self.collection
        let outcome = Self.waitFor {
            await Self.document(in: file, collection: collection).map { $0.rendered(as: format) }
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

    /// The credits asked for; an empty document when there is no library yet (none is made).
    /// The library is only read: never migrated, moved or written, whatever it holds.
    private static func document(in file: URL, collection: String?) async -> Result<CreditsDocument, Problem> {
        guard FileManager.default.fileExists(atPath: file.path) else {
            return collection.map { $0.lowercased() == "starred" } ?? true
                ? .success(CreditsDocument([])) : .failure(.noCollection(collection ?? "", known: []))
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
            return .success(try await CreditsDocument.of(shelf, in: store))
        } catch {
            return .failure(.library(error))
        }
    }

    /// Runs `work` to its end from this synchronous command.
    private static func waitFor<Value: Sendable>(_ work: @escaping @Sendable () async -> Value) -> Value {
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
