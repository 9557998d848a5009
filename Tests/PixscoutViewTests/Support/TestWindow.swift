import GtkKit
import PixscoutViewModel
@testable import PixscoutView

/// Pixscout's window over `viewModel` and its parts over their mocks, in an application of its
/// own named after the test.
@MainActor
func makeTestWindow(_ viewModel: MockWindowModel, name: String) -> MainWindow {
    let application = Application(id: "io.github.pixscout.\(name)", unique: false)
    _ = application.register()
    let about = AboutDialog.Details(
        programName: "Pixscout", version: "0", comments: "", website: "https://example.org/", websiteLabel: "",
        copyright: "", iconName: "image-x-generic", authors: [], credits: [])
    return MainWindow(application: application, viewModel: viewModel, shown: viewModel.shown, parts: viewModel.parts,
        probe: nil, about: about)
}
