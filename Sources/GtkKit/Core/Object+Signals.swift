import CGtk

private let plainSignalThunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> Void = {
    _, data in
    // GLib calls signal handlers on the GTK thread, which the bridge makes the main actor's.
    nonisolated(unsafe) let box = SignalClosureBox.from(data)
    MainActor.assumeIsolated {
        if case .plain(let handler) = box.handler { handler() }
    }
}

private let pointerSignalThunk: @convention(c) (
    UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
) -> Void = { _, argument, data in
    nonisolated(unsafe) let box = SignalClosureBox.from(data)
    nonisolated(unsafe) let argument = argument
    MainActor.assumeIsolated {
        if case .pointer(let handler) = box.handler { handler(argument) }
    }
}

private let intSignalThunk: @convention(c) (UnsafeMutableRawPointer?, gint, UnsafeMutableRawPointer?) -> Void = {
    _, argument, data in
    nonisolated(unsafe) let box = SignalClosureBox.from(data)
    MainActor.assumeIsolated {
        if case .int(let handler) = box.handler { handler(argument) }
    }
}

private let eventSignalThunk: @convention(c) (
    UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?
) -> gboolean = { _, event, data in
    nonisolated(unsafe) let box = SignalClosureBox.from(data)
    nonisolated(unsafe) let event = event
    return MainActor.assumeIsolated {
        if case .event(let handler) = box.handler { handler(event) ? 1 : 0 } else { 0 }
    }
}

private let answerSignalThunk: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = {
    _, data in
    nonisolated(unsafe) let box = SignalClosureBox.from(data)
    return MainActor.assumeIsolated {
        if case .answer(let handler) = box.handler { handler() ? 1 : 0 } else { 0 }
    }
}

/// "drag-data-get": (widget, context, selection data, info, time, user data).
private let dragDataSignalThunk: @convention(c) (
    UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, guint, guint, UnsafeMutableRawPointer?
) -> Void = { _, _, selection, _, _, data in
    nonisolated(unsafe) let box = SignalClosureBox.from(data)
    nonisolated(unsafe) let selection = selection
    MainActor.assumeIsolated {
        if case .dragData(let handler) = box.handler { handler(selection) }
    }
}

/// "drag-data-received": (widget, context, x, y, selection data, info, time, user data). A drop
/// from this application's own widgets (a result dragged out and back) is not handed on.
private let dragReceivedSignalThunk: @convention(c) (
    UnsafeMutableRawPointer?, UnsafeMutableRawPointer?, gint, gint, UnsafeMutableRawPointer?, guint, guint,
    UnsafeMutableRawPointer?
) -> Void = { _, context, _, _, selection, _, _, data in
    nonisolated(unsafe) let box = SignalClosureBox.from(data)
    nonisolated(unsafe) let selection = selection
    nonisolated(unsafe) let context = context
    MainActor.assumeIsolated {
        guard let context, gtk_drag_get_source_widget(OpaquePointer(context)) == nil else { return }
        if case .dragData(let handler) = box.handler { handler(selection) }
    }
}

private let releaseSignalClosureBox: GClosureNotify = { data, _ in
    guard let data else { return }
    Unmanaged<SignalClosureBox>.fromOpaque(data).release()
}

extension Object {
    /// Connects a handler to a signal whose only argument is the emitting object.
    @discardableResult
    public func connect(_ signal: String, _ handler: @escaping @MainActor () -> Void) -> UInt {
        connect(signal, box: SignalClosureBox(.plain(handler)),
            thunk: unsafeBitCast(plainSignalThunk, to: GCallback.self))
    }

    /// Connects a handler to a signal with one pointer argument after the emitter.
    @discardableResult
    public func connectPointer(
        _ signal: String, _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void
    ) -> UInt {
        connect(signal, box: SignalClosureBox(.pointer(handler)),
            thunk: unsafeBitCast(pointerSignalThunk, to: GCallback.self))
    }

    /// Connects a handler to a signal with one integer argument after the emitter.
    @discardableResult
    func connectInt(_ signal: String, _ handler: @escaping @MainActor (Int32) -> Void) -> UInt {
        connect(signal, box: SignalClosureBox(.int(handler)), thunk: unsafeBitCast(intSignalThunk, to: GCallback.self))
    }

    /// Connects a handler to an event signal; returning true stops the event's propagation.
    @discardableResult
    public func connectEvent(
        _ signal: String, _ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Bool
    ) -> UInt {
        connect(signal, box: SignalClosureBox(.event(handler)),
            thunk: unsafeBitCast(eventSignalThunk, to: GCallback.self))
    }

    /// Connects a handler to a signal with no arguments that returns whether it handled it.
    @discardableResult
    func connectAnswering(_ signal: String, _ handler: @escaping @MainActor () -> Bool) -> UInt {
        connect(signal, box: SignalClosureBox(.answer(handler)),
            thunk: unsafeBitCast(answerSignalThunk, to: GCallback.self))
    }

    /// Connects a handler to "drag-data-get"; it gets the GtkSelectionData to fill.
    @discardableResult
    func connectDragDataGet(_ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void) -> UInt {
        connect("drag-data-get", box: SignalClosureBox(.dragData(handler)),
            thunk: unsafeBitCast(dragDataSignalThunk, to: GCallback.self))
    }

    /// Connects a handler to "drag-data-received" for drops from other applications; it gets
    /// the GtkSelectionData dropped.
    @discardableResult
    func connectDragDataReceived(_ handler: @escaping @MainActor (UnsafeMutableRawPointer?) -> Void) -> UInt {
        connect("drag-data-received", box: SignalClosureBox(.dragData(handler)),
            thunk: unsafeBitCast(dragReceivedSignalThunk, to: GCallback.self))
    }

    public func disconnect(_ handlerID: UInt) {
        g_signal_handler_disconnect(objectPointer, gulong(handlerID))
    }

    private func connect(_ signal: String, box: SignalClosureBox, thunk: GCallback) -> UInt {
        let data = Unmanaged.passRetained(box).toOpaque()
        return UInt(g_signal_connect_data(objectPointer, signal, thunk, data, releaseSignalClosureBox,
            GConnectFlags(0)))
    }
}
