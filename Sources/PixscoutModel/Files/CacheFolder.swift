import Foundation
import Glibc

/// A folder of Pixscout's own for files it can always make again: thumbnails, API answers,
/// images handed to other apps. It is a real folder, private to the user: a symbolic link or a
/// file found in its place (or in the place of a folder above it that Pixscout owns) is
/// removed, never followed, and a folder made instead; when none can be made, Pixscout works
/// without it. It is bounded in size: past its limit, the least recently used files go.
public final class CacheFolder: @unchecked Sendable {
    /// Every folder's deferred writes, one at a time in the order asked.
    static let writes = DispatchQueue(label: "pixscout.cache-writes", qos: .utility)
    /// Bytes a folder holds in memory for writes not yet done: past it, a disk that does not
    /// answer costs requests later, never memory without end.
    static let pendingLimitBytes = 32 * 1024 * 1024
    public let url: URL
    /// Pixscout's own folder that `url` lies in (`$XDG_CACHE_HOME/pixscout`); what lies above
    /// it is the user's, used as it is.
    private let root: URL
    public let limitBytes: Int
    private let lock = NSLock()
    private var totalBytes: Int?
    /// Files asked for with ``writeLater(_:named:)`` and not yet written, each with the number
    /// of its write: reads answer from here meanwhile.
    private var pending: [String: (write: UInt64, data: Data)] = [:]
    private var pendingBytes = 0
    private var writesAsked: UInt64 = 0

    public init(url: URL, root: URL, limitBytes: Int) {
        self.url = url.standardizedFileURL
        self.root = root.standardizedFileURL
        self.limitBytes = limitBytes
    }

    /// The folders from `root` down to `url`, each of which must be a real folder.
    private var ownedFolders: [URL] {
        var folders = [url]
        var folder = url
        while folder.path.count > root.path.count, folder.path.hasPrefix(root.path) {
            folder = folder.deletingLastPathComponent()
            folders.insert(folder, at: 0)
        }
        return folders.filter { $0.path.hasPrefix(root.path) }
    }

    /// Makes sure the folder is there and private; returns false, having said why in the log,
    /// when it cannot be. Cheap enough to call before each write.
    @discardableResult
    public func prepare() -> Bool {
        try? FileManager.default.createDirectory(at: root.deletingLastPathComponent(),
            withIntermediateDirectories: true)
        for folder in ownedFolders where !SafeFile.isDirectory(folder.path) {
            var info = stat()
            if lstat(folder.path, &info) == 0 {
                // A link or a file where the folder belongs: remove that name itself.
                guard unlink(folder.path) == 0 else {
                    let name = url.lastPathComponent
                    Log.warning("\(folder.path) is not a folder and cannot be removed: working without \(name)")
                    return false
                }
                Log.warning("\(folder.path) was not a folder of Pixscout's own: replaced it with one")
            }
            guard mkdir(folder.path, 0o700) == 0 || SafeFile.isDirectory(folder.path) else {
                Log.warning("cannot make \(folder.path): working without \(url.lastPathComponent)")
                return false
            }
        }
        let descriptor = open(url.path, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        fchmod(descriptor, 0o700)
        close(descriptor)
        return true
    }

    public func file(named name: String) -> URL {
        url.appendingPathComponent(name)
    }

    /// The file's bytes, never through a link; reading it counts as a use.
    public func read(_ name: String, maxBytes: Int) -> Data? {
        if let waiting = lock.withLock({ pending[name]?.data }) {
            return waiting.count <= maxBytes ? waiting : nil
        }
        let path = file(named: name).path
        guard let data = SafeFile.read(path, maxBytes: maxBytes) else { return nil }
        SafeFile.touch(path)
        return data
    }

    /// Writes the file atomically (`preparing` run on it before it is in place), then makes
    /// room; nil when the folder cannot be used.
    @discardableResult
    public func write(_ data: Data, named name: String, preparing: FilePreparing? = nil) -> URL? {
        let file = file(named: name)
        guard prepare() else { return nil }
        do throws(SafeFile.WriteError) {
            try SafeFile.write(data, to: file, preparing: preparing)
        } catch {
            return nil
        }
        let total = lock.withLock { () -> Int in
            let total = (totalBytes ?? measure()) + data.count
            totalBytes = total
            return total
        }
        if total > limitBytes {
            evict()
        }
        return file
    }

    /// Writes the file as ``write(_:named:)`` does, after the caller has moved on: an answer or a
    /// thumbnail is shown without waiting for the disk, which a busy one can make take seconds.
    /// Until then, ``read(_:maxBytes:)`` answers with `data`; a later write of the name replaces it.
    public func writeLater(_ data: Data, named name: String) {
        let asked = lock.withLock { () -> UInt64? in
            dropPending(name)
            guard pendingBytes + data.count <= Self.pendingLimitBytes else { return nil }
            writesAsked += 1
            pending[name] = (writesAsked, data)
            pendingBytes += data.count
            return writesAsked
        }
        guard let asked else { return }
        Self.writes.async {
            guard self.lock.withLock({ self.pending[name]?.write == asked }) else { return }
            self.write(data, named: name)
            self.lock.withLock {
                if self.pending[name]?.write == asked { self.dropPending(name) }
            }
        }
    }

    /// With the lock held.
    private func dropPending(_ name: String) {
        guard let dropped = pending.removeValue(forKey: name) else { return }
        pendingBytes -= dropped.data.count
    }

    /// Returns once every write asked of any folder with ``writeLater(_:named:)`` is done (or
    /// failed): before the process exits.
    public static func finishWrites() {
        writes.sync {}
    }

    public func remove(_ name: String) {
        lock.withLock {
            dropPending(name)
            totalBytes = nil
        }
        unlink(file(named: name).path)
    }

    private func measure() -> Int {
        entries().reduce(0) { $0 + $1.size }
    }

    /// Removes the least recently used files until the folder is at 90% of its limit.
    private func evict() {
        lock.withLock {
            var total = measure()
            for entry in entries().sorted(by: { $0.used < $1.used }) where total > limitBytes * 9 / 10 {
                unlink(entry.path)
                total -= entry.size
            }
            totalBytes = total
        }
    }

    /// The regular files in the folder; anything else in it (a link) is removed as foreign.
    /// A write's temporary file is left alone while it may still be renamed, for an hour.
    private func entries() -> [(path: String, size: Int, used: Int)] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        let anHourAgo = Int(Date().timeIntervalSince1970) - 3600
        return names.compactMap { name in
            let path = file(named: name).path
            var info = stat()
            guard lstat(path, &info) == 0 else { return nil }
            guard info.st_mode & S_IFMT == S_IFREG else {
                if info.st_mode & S_IFMT == S_IFLNK { unlink(path) }
                return nil
            }
            if name.hasPrefix(".pixscout-"), info.st_mtim.tv_sec > anHourAgo { return nil }
            let used = info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec
            return (path, Int(info.st_size), used)
        }
    }
}
