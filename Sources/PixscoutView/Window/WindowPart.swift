/// A feature's part of the window (Fit, Check a Document, the library's commands…). The
/// composition root builds it with exactly the view models it needs; it keeps its own state,
/// such as its dialog while open, and installs its own actions: the window lays parts out and
/// holds none of their state.
@MainActor
public protocol WindowPart: AnyObject {
    /// Called once, while the window is built: the part installs its actions into the
    /// window's action map and keeps what it needs of the window.
    func install(in window: WindowSurface)
}
