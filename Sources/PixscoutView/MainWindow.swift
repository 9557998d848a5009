import GtkKit

/// Pixscout's window.
@MainActor
public final class MainWindow {
    public let window: Window

    public init() {
        window = Window(title: "Pixscout")
        window.setDefaultSize(width: 900, height: 700)
        window.onDestroy { Gtk.quitMainLoop() }
    }

    public func present() {
        window.showAll()
        window.present()
    }
}
