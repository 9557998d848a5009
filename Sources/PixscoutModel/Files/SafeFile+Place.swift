import Foundation
import Glibc

extension SafeFile {
    /// Writes `data` under `name` in `folder`, or the next free name ("cat-2.jpg") when it is
    /// taken, never replacing a file: written whole to a name of its own first, `preparing` run
    /// on it, then linked into place, which fails rather than replace one made meanwhile. The
    /// file, or nil.
    static func place(_ data: Data, in folder: URL, as name: String, mode: mode_t = 0o644,
        preparing: FilePreparing? = nil) -> URL? {
        let temporary = folder.appendingPathComponent(".pixscout-\(UUID().uuidString).tmp")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | safeFlags, mode)
        guard descriptor >= 0 else { return nil }
        defer { unlink(temporary.path) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        let wrote = (try? handle.write(contentsOf: data)) != nil
        close(descriptor)
        guard wrote else { return nil }
        preparing?(temporary)
        // A name taken between the look and the link is looked past on the next turn.
        for _ in 0..<100 {
            let free = FolderSavePlan.freeName(name) { exists(folder.appendingPathComponent($0).path) }
            let destination = folder.appendingPathComponent(free)
            if link(temporary.path, destination.path) == 0 { return destination }
            guard errno == EEXIST else { return nil }
        }
        return nil
    }
}
