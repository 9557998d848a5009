import Glibc

/// The calling thread's time on a core and time waiting for one, as the scheduler counts them
/// (`/proc/thread-self/schedstat`: nanoseconds run, nanoseconds runnable but not running). The
/// file stays open and is read again at each call: a stall monitor reads it every few
/// milliseconds.
final class ThreadSchedulerTimes {
    struct Reading {
        var ranNanoseconds: UInt64
        var waitedNanoseconds: UInt64
    }

    private let descriptor: Int32

    /// Nil where the kernel keeps no scheduler times for threads.
    init?() {
        descriptor = open("/proc/thread-self/schedstat", O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
    }

    deinit {
        close(descriptor)
    }

    /// The times now; nil if the file could not be read or is not two numbers and a count.
    func read() -> Reading? {
        var bytes = [UInt8](repeating: 0, count: 96)
        let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
        guard count > 0 else { return nil }
        let fields = String(decoding: bytes[..<count], as: UTF8.self).split(separator: " ")
        guard fields.count >= 2, let ran = UInt64(fields[0]), let waited = UInt64(fields[1]) else { return nil }
        return Reading(ranNanoseconds: ran, waitedNanoseconds: waited)
    }
}
