/// Work kept out of the frame being built: each job runs when idle after a frame of the
/// widget's window has painted, one job per frame, in the order queued. Two jobs that would
/// each make a frame long (filling the detail pane, binding rows off screen) never share one.
@MainActor
public final class NextFrameQueue {
    private let widget: Widget
    private var jobs: [@MainActor () -> Void] = []
    private var waiting = false

    public init(widget: Widget) {
        self.widget = widget
    }

    public func enqueue(_ job: @escaping @MainActor () -> Void) {
        jobs.append(job)
        runAfterNextFrame()
    }

    private func runAfterNextFrame() {
        guard !waiting, !jobs.isEmpty else { return }
        waiting = true
        widget.whenIdleAfterNextFrame { [weak self] in
            guard let self else { return }
            waiting = false
            jobs.removeFirst()()
            runAfterNextFrame()
        }
    }
}
