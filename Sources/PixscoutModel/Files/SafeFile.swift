import Foundation
import Glibc

/// File operations that never follow a symbolic link at the name they touch: a link planted
/// where Pixscout keeps a file is neither read through, written through nor given a new mode.
/// Nothing is opened so that it can wait: a FIFO or a device at the name is refused at once.
enum SafeFile {
    struct WriteError: Error {}

    /// The flags every open here adds: no link followed, never kept waiting by what is there.
    static let safeFlags = O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC

    /// Whether `path` is there and is something other than a regular file (a link, a FIFO, a
    /// folder, a device).
    static func isSomethingElse(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT != S_IFREG
    }

    /// Whether `path` itself is a symbolic link.
    static func isSymbolicLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFLNK
    }

    /// Whether anything is at `path`, a link included (even one that leads nowhere).
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// Whether `path` itself is a directory, not a link to one.
    static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }

    /// The contents of the regular file at `path`, or nil for a link, anything that is not a
    /// regular file, or a file of more than `maxBytes`, counted as they are read: a file's
    /// stated size is not trusted (`/proc`'s files say 0 and never end).
    static func read(_ path: String, maxBytes: Int) -> Data? {
        let descriptor = open(path, O_RDONLY | safeFlags)
        guard descriptor >= 0 else { return nil }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG,
            info.st_size <= maxBytes else { return nil }
        var data = Data()
        do {
            while data.count <= maxBytes {
                guard let piece = try handle.read(upToCount: min(1 << 20, maxBytes + 1 - data.count)),
                    !piece.isEmpty else { return data }
                data.append(piece)
            }
        } catch {
            return nil
        }
        return nil
    }

    /// The first `count` bytes of the regular file at `path`, never through a link.
    static func head(_ path: String, count: Int) -> Data? {
        let descriptor = open(path, O_RDONLY | safeFlags)
        guard descriptor >= 0 else { return nil }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        return try? handle.read(upToCount: count)
    }

    /// Records a use of the file at `path` (its modification time), not of what a link leads to.
    static func touch(_ path: String) {
        let descriptor = open(path, O_RDONLY | safeFlags)
        guard descriptor >= 0 else { return }
        futimens(descriptor, nil)
        close(descriptor)
    }

    /// Writes `data` to `file` atomically: a new file with a short name of its own in the same
    /// folder (created, never opened through a link), `preparing` run on it, then renamed over
    /// `file`. Renaming replaces a link at `file` itself, never what it leads to.
    static func write(_ data: Data, to file: URL, mode: mode_t = 0o600,
        preparing: FilePreparing? = nil) throws(WriteError) {
        let temporary = file.deletingLastPathComponent().appendingPathComponent(".pixscout-\(UUID().uuidString).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | safeFlags, mode)
        guard descriptor >= 0 else { throw WriteError() }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        do {
            try handle.write(contentsOf: data)
            close(descriptor)
        } catch {
            close(descriptor)
            unlink(temporary.path)
            throw WriteError()
        }
        preparing?(temporary)
        guard rename(temporary.path, file.path) == 0 else {
            unlink(temporary.path)
            throw WriteError()
        }
    }
}
