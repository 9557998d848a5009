import CShims
import Glibc

/// Threads other than the main one give way to it: the main thread lays out and paints the
/// window, and on two cores a thumbnail decoded beside a frame would take the core it needs.
/// They run at a lower priority as batch threads: a thread the main one wakes (to decode, to
/// convert) would otherwise often take its core at once and hold it for a few milliseconds,
/// in the middle of a frame.
public enum ThreadPriority {
    /// The nice value of threads that work in the background; the main thread's stays 0.
    static let background: Int32 = 19

    /// Lowers the calling thread to `background` and makes it a batch thread, once per thread;
    /// does nothing on the main thread.
    public static func yieldToMainThread() {
        shim_lower_current_thread_priority(background)
    }

    /// Lets a thread waiting for the calling thread's core have it now. A background thread that
    /// took the main thread's core at a tick would otherwise keep it until the next (4 ms), and
    /// work done in short steps with this between them takes at most one step from a frame.
    static func letWaitingThreadsRun() {
        sched_yield()
    }

    /// The calling thread's nice value.
    static var current: Int32 {
        shim_current_thread_priority()
    }

    /// Whether the calling thread is a batch thread: woken, it never preempts the thread running.
    static var isBatch: Bool {
        shim_current_thread_is_batch() != 0
    }
}
