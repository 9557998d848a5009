import CShims

/// Threads other than the main one give way to it: the main thread lays out and paints the
/// window, and on two cores a thumbnail decoded beside a frame would take the core it needs.
public enum ThreadPriority {
    /// The nice value of threads that work in the background; the main thread's stays 0.
    static let background: Int32 = 10

    /// Lowers the calling thread to `background`, once per thread; does nothing on the main thread.
    public static func yieldToMainThread() {
        shim_lower_current_thread_priority(background)
    }

    /// The calling thread's nice value.
    static var current: Int32 {
        shim_current_thread_priority()
    }
}
