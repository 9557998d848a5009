/// What one of ``WindowWatch``'s signals tells of a window, carried through GLib's `gpointer`:
/// kept for the app's life, as the hook is.
final class WindowWatchHook: Sendable {
    let change: WindowWatch.Change

    init(_ change: WindowWatch.Change) {
        self.change = change
    }
}
