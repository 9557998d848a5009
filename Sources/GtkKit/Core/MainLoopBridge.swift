import CGtk
import Glibc

@_silgen_name("_dispatch_get_main_queue_handle_4CF")
private func dispatchMainQueueHandle() -> Int32

@_silgen_name("_dispatch_main_queue_callback_4CF")
private func dispatchMainQueueDrain(_ message: UnsafeMutableRawPointer?)

/// Makes `@MainActor` code and `DispatchQueue.main` run inside the GLib main loop.
///
/// libdispatch signals work for its main queue through an eventfd; GLib watches it and drains
/// the queue when it becomes readable. Event-driven: no polling, no timers.
@MainActor
enum MainLoopBridge {
    private static var sourceID: UInt32 = 0

    static func install() {
        guard sourceID == 0 else { return }
        sourceID = g_unix_fd_add(dispatchMainQueueHandle(), G_IO_IN, { fd, _, _ in
            // Reset the eventfd's counter first, as CFRunLoop does: left readable, it would make
            // GLib call back forever and starve redraws.
            var counter: UInt64 = 0
            _ = read(fd, &counter, MemoryLayout<UInt64>.size)
            dispatchMainQueueDrain(nil)
            return 1  // G_SOURCE_CONTINUE
        }, nil)
    }
}
