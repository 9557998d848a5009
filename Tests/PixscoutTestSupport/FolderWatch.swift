import Foundation
import Glibc

/// Wakes when a file in a folder is created or written, for waits on what another process
/// writes: a test waits for the event it needs, not for a stretch of time.
public final class FolderWatch {
    private let descriptor: Int32

    public init(_ folder: URL) {
        descriptor = inotify_init1(Int32(IN_CLOEXEC | IN_NONBLOCK))
        _ = inotify_add_watch(descriptor, folder.path, UInt32(IN_MODIFY | IN_CREATE | IN_MOVED_TO | IN_CLOSE_WRITE))
    }

    deinit {
        close(descriptor)
    }

    /// Returns once something in the folder changed, or after `limit` seconds at the most.
    public func waitForChange(upTo limit: TimeInterval) {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&entry, 1, Int32(max(1, min(limit, 3600)) * 1000))
        var buffer = [UInt8](repeating: 0, count: 4096)
        while read(descriptor, &buffer, buffer.count) > 0 {}
    }
}
