import GtkKit
import PixscoutModel
import PixscoutView
import PixscoutViewModel
import Swinject

/// Builds the window from the container and runs the GTK main loop until it closes.
@MainActor
public enum PixscoutApplication {
    /// Returns the process exit status.
    public static func run(configuration: AppConfiguration) -> Int32 {
        Log.install { level, message in
            GLibLog.write(message, level: level.glibLevel, domain: "pixscout")
        }
        guard Gtk.initialize() else {
            print("Pixscout needs a graphical display and could not open one. Is DISPLAY set?")
            return 1
        }
        let container = AppContainer.make(configuration: configuration)
        let listViewModel = container.resolve((any ImageSearchListViewModeling).self)!
        let probe = container.resolve(Optional<any ViewProbing>.self)!
        let window = MainWindow(viewModel: listViewModel, probe: probe) { parent in
            let preferences = container.resolve((any PreferencesViewModeling).self)!
            PreferencesDialog(viewModel: preferences, parent: parent).present()
        }
        window.present()
        if let query = configuration.initialQuery {
            window.search(query)
        } else {
            listViewModel.start(initialQuery: nil, providerIsExplicit: configuration.providerIsExplicit)
        }
        withExtendedLifetime((container, window)) {
            Gtk.runMainLoop()
        }
        return 0
    }
}

private extension Log.Level {
    var glibLevel: GLibLog.Level {
        switch self {
        case .debug: .debug
        case .info: .info
        case .warning: .warning
        }
    }
}
