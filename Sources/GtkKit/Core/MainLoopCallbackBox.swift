/// Carries a Swift closure through a GLib source's `gpointer user_data` (an idle, a signal
/// watch): retained when the source is added, released by its `GDestroyNotify`. The closure
/// says whether the source stays.
final class MainLoopCallbackBox {
    let body: @MainActor () -> Bool

    init(_ body: @escaping @MainActor () -> Bool) {
        self.body = body
    }
}
