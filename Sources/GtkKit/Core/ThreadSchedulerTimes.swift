import Glibc

/// The calling thread's time on a core and time waiting for one. The time run is the thread's
/// CPU clock (`CLOCK_THREAD_CPUTIME_ID`), exact to the call; the scheduler's own count
/// (`/proc/thread-self/schedstat`) adds a running thread's time only at its ticks (every 4 ms
/// at 250 Hz) and switches, so up to 4 ms the thread had just run read as time it slept. The
/// time waiting for a core is the scheduler's (nanoseconds runnable but not running), complete
/// once the thread runs again. The file stays open and is read again at each call: a stall
/// monitor reads it every few milliseconds.
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
        guard fields.count >= 2, UInt64(fields[0]) != nil, let waited = UInt64(fields[1]) else { return nil }
        var ran = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ran) == 0 else { return nil }
        return Reading(ranNanoseconds: UInt64(ran.tv_sec) * 1_000_000_000 + UInt64(ran.tv_nsec),
            waitedNanoseconds: waited)
    }
}
