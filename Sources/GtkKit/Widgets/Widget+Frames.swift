import CGtk

extension Widget {
    /// Runs `body` at idle priority once the widget's window has painted its next frame. An
    /// idle alone can run before that frame (the frame clock waits for its time), and work it
    /// queues then lands in the same frame: this is how a change is made the next frame's cost.
    /// Before the widget is realized there is no frame to wait for, and `body` runs when idle.
    func whenIdleAfterNextFrame(_ body: @escaping @MainActor () -> Void) {
        guard let clockPointer = gtk_widget_get_frame_clock(widgetPointer) else {
            MainLoop.repeatWhenIdle { body(); return false }
            return
        }
        // The frame clock is the window's: borrowed, kept alive until the frame has painted.
        let clock = Object(UnsafeMutableRawPointer(clockPointer), ownership: .borrow)
        var handler: UInt = 0
        var painted = false
        handler = clock.connect("after-paint") {
            guard !painted else { return }
            painted = true
            // Disconnected from the idle: dropping the handler inside it would free the
            // closure that is running.
            MainLoop.repeatWhenIdle {
                clock.disconnect(handler)
                body()
                return false
            }
        }
        gdk_frame_clock_request_phase(clockPointer, GDK_FRAME_CLOCK_PHASE_AFTER_PAINT)
    }

    /// Runs `body` at idle priority once the widget has first been drawn. A new window on
    /// Wayland waits for the compositor to configure it before it draws, and an idle alone ran
    /// in that wait, so that the first frame waited for it too.
    public func whenIdleAfterFirstDraw(_ body: @escaping @MainActor () -> Void) {
        var handler: UInt = 0
        var drawn = false
        handler = connectEvent("draw") { [weak self] _ in
            guard !drawn else { return false }
            drawn = true
            // Disconnected from the idle, as above: not inside the handler that is running.
            MainLoop.repeatWhenIdle {
                self?.disconnect(handler)
                body()
                return false
            }
            return false
        }
    }
}
