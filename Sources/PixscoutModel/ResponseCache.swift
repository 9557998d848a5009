import Foundation

/// ``ResponseCaching`` in memory and on disk (`$XDG_CACHE_HOME/pixscout/api`), so a search
/// repeated after a restart reaches no server. Entries expire after `lifetime`; an unreadable
/// or foreign file is a miss and is removed.
public final class ResponseCache: ResponseCaching, @unchecked Sendable {
    public static let pixabayLifetime: TimeInterval = 24 * 60 * 60

    private let directory: URL
    private let lifetime: TimeInterval
    private let now: @Sendable () -> Date
    private let lock = NSLock()
    private var memory: [String: Entry] = [:]

    struct Entry: Codable {
        let key: String
        let storedAt: Date
        let body: Data
    }

    public init(directory: URL, lifetime: TimeInterval = pixabayLifetime, now: @escaping @Sendable () -> Date = Date.init) {
        self.directory = directory
        self.lifetime = lifetime
        self.now = now
    }

    public func response(for key: String) -> Data? {
        let cached = lock.withLock { memory[key] } ?? readFromDisk(key)
        guard let cached else { return nil }
        guard now().timeIntervalSince(cached.storedAt) < lifetime, cached.storedAt <= now() else {
            lock.withLock { memory[key] = nil }
            try? FileManager.default.removeItem(at: file(for: key))
            return nil
        }
        lock.withLock { memory[key] = cached }
        return cached.body
    }

    public func store(_ body: Data, for key: String) {
        let entry = Entry(key: key, storedAt: now(), body: body)
        lock.withLock { memory[key] = entry }
        guard let data = try? JSONEncoder().encode(entry) else { return }
        // A cache that cannot be written only costs a request later.
        try? PrivateFile.write(data, to: file(for: key))
    }

    private func readFromDisk(_ key: String) -> Entry? {
        let file = file(for: key)
        guard let data = FileManager.default.contents(atPath: file.path) else { return nil }
        guard let entry = try? JSONDecoder().decode(Entry.self, from: data), entry.key == key else {
            try? FileManager.default.removeItem(at: file)
            return nil
        }
        return entry
    }

    private func file(for key: String) -> URL {
        directory.appendingPathComponent(PrivateFile.name(for: key) + ".json")
    }
}
