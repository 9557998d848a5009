import Foundation
import Glibc

extension SafeFile {
    /// A temporary name in `file`'s folder for a new file to be made whole before it is put in
    /// place with ``putInPlace(_:at:replacing:)``.
    static func temporaryName(beside file: URL) -> URL {
        file.deletingLastPathComponent().appendingPathComponent(".pixscout-\(UUID().uuidString).tmp")
    }

    /// Gives the whole file at `temporary` the name `file`: linked, so that a file already there
    /// (or one made meanwhile, or a link) stays as it is, unless `replacing`, when it is renamed
    /// over the name (replacing a link there, never what it leads to). The temporary name goes.
    static func putInPlace(_ temporary: URL, at file: URL, replacing: Bool) -> Bool {
        defer { unlink(temporary.path) }
        if replacing { return rename(temporary.path, file.path) == 0 }
        return link(temporary.path, file.path) == 0
    }

    /// Writes `data` as a new file at `file` (or over it, when `replacing`), whole or not at all.
    static func create(_ data: Data, at file: URL, replacing: Bool, mode: mode_t = 0o644) -> Bool {
        let temporary = temporaryName(beside: file)
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | safeFlags, mode)
        guard descriptor >= 0 else { return false }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        let wrote = (try? handle.write(contentsOf: data)) != nil
        close(descriptor)
        guard wrote else {
            unlink(temporary.path)
            return false
        }
        return putInPlace(temporary, at: file, replacing: replacing)
    }
}
