import Foundation
import Glibc

extension SafeFile {
    enum RewriteError: Error, Equatable {
        /// Something other than a regular file is at the name (a FIFO, a folder, a link).
        case notARegularFile
        /// Larger than allowed, not readable, or held by another writer.
        case cannotRead
        case cannotWrite
    }

    /// Changes the regular file at `path` in place, or makes it: `change` gets its bytes (nil
    /// when there is none) and gives the new ones. An existing file keeps its inode, so its
    /// mode, owner and hard links stay as the person made them; it is locked while it changes,
    /// and only the bytes from the first that differs are written. Nothing that is not a regular
    /// file is opened for reading or writing, and nothing here waits.
    static func rewrite(_ path: String, maxBytes: Int, newFileMode: mode_t = 0o644,
        _ change: (Data?) -> Data) throws(RewriteError) {
        if isSomethingElse(path) { throw .notARegularFile }
        if !exists(path), try makeNew(path, mode: newFileMode, data: change(nil)) { return }
        let descriptor = open(path, O_RDWR | safeFlags)
        guard descriptor >= 0 else { throw errno == ELOOP || errno == ENXIO ? .notARegularFile : .cannotRead }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .cannotRead }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .notARegularFile }
        // Another Pixscout saving to the same folder waits its turn; anything else holding it is
        // not waited for.
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0, info.st_size <= maxBytes else { throw .cannotRead }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        guard let old = try? handle.readToEnd() ?? Data(), old.count <= maxBytes else { throw .cannotRead }
        let new = change(old)
        // Written in place, the person's lines after Pixscout's move: room for all of it is made
        // sure of first, so that a full disk fails before a byte changes.
        var disk = statvfs()
        guard new.count <= old.count || (fstatvfs(descriptor, &disk) == 0
            && UInt64(disk.f_bavail) * UInt64(disk.f_frsize) > UInt64(new.count - old.count) + 65_536)
        else { throw .cannotWrite }
        let unchanged = zip(old, new).prefix { $0 == $1 }.count
        let tail = new.dropFirst(unchanged)
        let written = tail.withUnsafeBytes { bytes in
            bytes.isEmpty ? 0 : pwrite(descriptor, bytes.baseAddress, bytes.count, off_t(unchanged))
        }
        guard written == tail.count, ftruncate(descriptor, off_t(new.count)) == 0, fsync(descriptor) == 0 else {
            throw .cannotWrite
        }
    }

    /// Writes a new file at `path` whole, then puts it there only if the name is still free;
    /// false when something took the name meanwhile.
    private static func makeNew(_ path: String, mode: mode_t, data: Data) throws(RewriteError) -> Bool {
        let folder = (path as NSString).deletingLastPathComponent
        let temporary = folder + "/.pixscout-\(UUID().uuidString).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | safeFlags, mode)
        guard descriptor >= 0 else { throw .cannotWrite }
        defer { unlink(temporary) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        let wrote = (try? handle.write(contentsOf: data)) != nil && fsync(descriptor) == 0
        close(descriptor)
        guard wrote else { throw .cannotWrite }
        // link(), unlike rename(), never replaces a file made at the name meanwhile.
        if link(temporary, path) == 0 { return true }
        guard errno == EEXIST else { throw .cannotWrite }
        return false
    }
}
