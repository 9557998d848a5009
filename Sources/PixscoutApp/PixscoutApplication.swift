import GtkKit
import PixscoutView
import PixscoutViewModel
import Swinject

/// Builds the window from the container and runs the GTK main loop until it closes.
@MainActor
public enum PixscoutApplication {
    /// Returns the process exit status.
    public static func run(configuration: AppConfiguration) -> Int32 {
        guard Gtk.initialize() else {
            print("Pixscout needs a graphical display and could not open one. Is DISPLAY set?")
            return 1
        }
        let container = AppContainer.make(configuration: configuration)
        let listViewModel = container.resolve((any ImageSearchListViewModeling).self)!
        let window = MainWindow(viewModel: listViewModel) { parent in
            let preferences = container.resolve((any PreferencesViewModeling).self)!
            PreferencesDialog(viewModel: preferences, parent: parent).present()
        }
        window.present()
        if let query = configuration.initialQuery {
            window.search(query)
        } else if configuration.usesSampleCatalog {
            // The sample catalog is small and local: show all of it rather than an empty window.
            window.search("")
        }
        withExtendedLifetime((container, window)) {
            Gtk.runMainLoop()
        }
        return 0
    }
}
