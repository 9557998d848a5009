import GtkKit
import PixscoutView
import Swinject

/// Builds the window from the container and runs the GTK main loop until it closes.
@MainActor
public enum PixscoutApplication {
    /// Returns the process exit status.
    public static func run(configuration: AppConfiguration) -> Int32 {
        guard Gtk.initialize() else {
            print("Pixscout needs a graphical display; none could be opened (is DISPLAY set?).")
            return 1
        }
        let container = AppContainer.make(configuration: configuration)
        let window = MainWindow()
        window.present()
        withExtendedLifetime((container, window)) {
            Gtk.runMainLoop()
        }
        return 0
    }
}
