import Foundation

/// Asks Wikimedia Commons which of a check's unknown pictures it holds, by each picture's SHA-1:
/// the hash is all that leaves the machine, and only when the person asked for it. Each distinct
/// hash is asked once, one request at a time (as Wikimedia asks of API clients), each within
/// ``requestSeconds`` (the network it is given caps them), all within ``checkSeconds``.
public struct CommonsLookup: Sendable {
    public static let requestSeconds = 10
    public static let checkSeconds = 60

    /// What became of the hashes asked about.
    public struct Answers: Sendable, Equatable {
        public var found: [String: ImageEntity] = [:]
        /// Hashes not asked about: the check's time was up.
        public var notAsked: Set<String> = []
        /// Hashes Commons could not be asked about (offline, refused, too slow).
        public var failed: Set<String> = []
    }

    /// The file with this SHA-1 that one of the sites holds, nil when none does.
    private let file: @Sendable (String) async throws(NetworkError) -> ImageEntity?
    private let checkSeconds: Double

    public init(checkSeconds: Double = Double(Self.checkSeconds),
        file: @escaping @Sendable (String) async throws(NetworkError) -> ImageEntity?) {
        self.file = file
        self.checkSeconds = checkSeconds
    }

    /// Asks `sites` in turn (the registered sites that find a file by its hash, Wikimedia
    /// Commons among them): the first that holds the file answers; a site that cannot be
    /// asked leaves the others to answer, and fails the hash only when none holds it.
    public init(checkSeconds: Double = Double(Self.checkSeconds), sites: [any HashLookup]) {
        self.init(checkSeconds: checkSeconds) { sha1 throws(NetworkError) in
            var failure: NetworkError?
            for site in sites {
                do throws(NetworkError) {
                    if let found = try await site.image(withSHA1: sha1) { return found }
                } catch .cancelled {
                    throw .cancelled
                } catch {
                    Log.info("a site could not be asked about a file: \(error)")
                    failure = failure ?? error
                }
            }
            if let failure { throw failure }
            return nil
        }
    }

    /// Asks about each of `hashes` in turn, stopping when the check's time is up or the task is
    /// cancelled; what was not reached is `notAsked`.
    public func lookUp(_ hashes: [String]) async -> Answers {
        var seen: Set<String> = []
        let unique = hashes.map { $0.lowercased() }.filter { seen.insert($0).inserted }
        guard !unique.isEmpty else { return Answers() }
        let (file, seconds) = (self.file, checkSeconds)
        return await withTaskGroup(of: Answers?.self) { group in
            group.addTask { await Self.ask(unique, file: file) }
            group.addTask {
                try? await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
                return nil
            }
            var answers = Answers()
            for await outcome in group {
                // The first to end ends the other: the answers, or the time.
                group.cancelAll()
                if let outcome { answers = outcome }
            }
            return answers
        }
    }

    private static func ask(_ hashes: [String], file: @Sendable (String) async throws(NetworkError) -> ImageEntity?)
        async -> Answers {
        var answers = Answers()
        for (index, hash) in hashes.enumerated() {
            guard !Task.isCancelled else {
                answers.notAsked.formUnion(hashes[index...])
                break
            }
            do throws(NetworkError) {
                answers.found[hash] = try await file(hash)
            } catch .cancelled {
                answers.notAsked.formUnion(hashes[index...])
                break
            } catch {
                answers.failed.insert(hash)
            }
        }
        return answers
    }
}
