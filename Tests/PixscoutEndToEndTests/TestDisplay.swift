import Foundation

/// The display the app under test draws on. The X11 leg of `scripts/test` is Xvfb. Its Wayland
/// leg runs weston in Xvfb (`scripts/with-weston`), which names its socket in
/// `PIXSCOUT_TEST_WAYLAND_DISPLAY`: the app is a Wayland client, and the keys and clicks that
/// `xdotool` sends to weston's X window reach it through weston's own keyboard and pointer.
enum TestDisplay: Equatable {
    case x11
    case wayland(socket: String)

    static let current: TestDisplay = ProcessInfo.processInfo.environment["PIXSCOUT_TEST_WAYLAND_DISPLAY"]
        .flatMap { $0.isEmpty ? nil : .wayland(socket: $0) } ?? .x11

    var isWayland: Bool {
        self != .x11
    }

    /// What the app's environment takes to draw here.
    var environment: [String: String] {
        switch self {
        case .x11: ["GDK_BACKEND": "x11"]
        case .wayland(let socket): ["GDK_BACKEND": "wayland", "WAYLAND_DISPLAY": socket]
        }
    }
}
