import Foundation

/// Keeps API responses for Pixabay's required 24 hours, keyed by the request without its key.
public protocol ResponseCaching: Sendable {
    func response(for key: String) -> Data?
    func store(_ body: Data, for key: String)
}

/// ``ResponseCaching`` in memory and on disk (`$XDG_CACHE_HOME/pixscout/api`), so a search
/// repeated after a restart reaches no server. Entries expire after `lifetime`; an unreadable
/// or foreign file is a miss and is removed. Both are bounded: memory holds the most recently
/// used answers up to `memoryLimitBytes`, the folder is a ``CacheFolder``.
public final class ResponseCache: ResponseCaching, @unchecked Sendable {
    public static let pixabayLifetime: TimeInterval = 24 * 60 * 60
    /// Going back to an earlier search finds it here; paging through 5,000 results held a
    /// hundred pages that will not be read again (the disk answers a page in a millisecond).
    public static let defaultMemoryLimitBytes = 4 * 1024 * 1024
    public static let defaultDiskLimitBytes = 64 * 1024 * 1024

    private let folder: CacheFolder
    private let lifetime: TimeInterval
    private let memoryLimitBytes: Int
    private let now: @Sendable () -> Date
    private let lock = NSLock()
    private var memory: [String: (entry: Entry, used: UInt64)] = [:]
    private var memoryBytes = 0
    private var uses: UInt64 = 0

    struct Entry: Codable {
        let key: String
        let storedAt: Date
        let body: Data

        /// The entry as its file holds it: the JSON `JSONEncoder` makes of it, with the body's
        /// Base64 text put in directly. `JSONEncoder` looked at each of its characters, a third of
        /// a millisecond for every answer on its way to the window; the key stays its to escape.
        var file: Data {
            let key = (try? JSONEncoder().encode(key)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
            let json = #"{"key":"# + key + #","storedAt":"# + "\(storedAt.timeIntervalSinceReferenceDate)"
                + #","body":""# + body.base64EncodedString() + #""}"#
            return Data(json.utf8)
        }
    }

    public init(
        folder: CacheFolder, lifetime: TimeInterval = pixabayLifetime, memoryLimitBytes: Int = defaultMemoryLimitBytes,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.folder = folder
        self.lifetime = lifetime
        self.memoryLimitBytes = memoryLimitBytes
        self.now = now
    }

    public func response(for key: String) -> Data? {
        guard let cached = lock.withLock({ memory[key]?.entry }) ?? readFromDisk(key) else { return nil }
        guard now().timeIntervalSince(cached.storedAt) < lifetime, cached.storedAt <= now() else {
            lock.withLock { forget(key) }
            folder.remove(fileName(for: key))
            return nil
        }
        lock.withLock { remember(cached) }
        return cached.body
    }

    public func store(_ body: Data, for key: String) {
        let entry = Entry(key: key, storedAt: now(), body: body)
        lock.withLock { remember(entry) }
        // A cache that cannot be written only costs a request later.
        folder.writeLater(entry.file, named: fileName(for: key))
    }

    /// How many answers memory holds now.
    var entriesInMemory: Int {
        lock.withLock { memory.count }
    }

    /// With the lock held: keeps `entry` as the most recently used, letting the least recently
    /// used go past the limit.
    private func remember(_ entry: Entry) {
        forget(entry.key)
        uses += 1
        memory[entry.key] = (entry, uses)
        memoryBytes += entry.body.count
        while memoryBytes > memoryLimitBytes, memory.count > 1,
              let oldest = memory.min(by: { $0.value.used < $1.value.used })?.key {
            forget(oldest)
        }
    }

    private func forget(_ key: String) {
        guard let removed = memory.removeValue(forKey: key) else { return }
        memoryBytes -= removed.entry.body.count
    }

    private func readFromDisk(_ key: String) -> Entry? {
        let name = fileName(for: key)
        guard let data = folder.read(name, maxBytes: NetworkRequest.defaultMaxBodyBytes * 2) else { return nil }
        guard let entry = try? JSONDecoder().decode(Entry.self, from: data), entry.key == key else {
            folder.remove(name)
            return nil
        }
        return entry
    }

    private func fileName(for key: String) -> String {
        PrivateFile.name(for: key) + ".json"
    }
}
