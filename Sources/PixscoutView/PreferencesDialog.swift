import GtkKit
import PixscoutViewModel

/// Asks for the Pixabay API key. The key is typed hidden and never shown again in full.
@MainActor
public final class PreferencesDialog {
    private let dialog: Dialog
    private let viewModel: any PreferencesViewModeling
    private let keyEntry = Entry()
    private let problem = Label()

    public init(viewModel: any PreferencesViewModeling, parent: Window) {
        self.viewModel = viewModel
        dialog = Dialog(title: "Preferences", parent: parent)

        let layout = Box(.vertical, spacing: 12)
        layout.setMargins(18)
        let heading = Label("Pixabay API key")
        heading.setXAlign(0)
        heading.addStyleClass("heading")
        let current = Label(viewModel.keyDescription)
        current.setXAlign(0)
        current.setWrap(true)
        keyEntry.isTextVisible = false
        keyEntry.activatesDefault = true
        keyEntry.placeholder = "Paste your key"
        keyEntry.accessibleName = "Pixabay API key"
        keyEntry.widthInCharacters = 36
        problem.setXAlign(0)
        problem.setWrap(true)
        problem.addStyleClass("error")
        layout.packStart(heading)
        layout.packStart(current)
        layout.packStart(keyEntry)
        layout.packStart(problem)
        dialog.addToContent(layout)
        dialog.addButton("_Cancel", response: .cancel)
        dialog.addButton("_Save", response: .accept)
        dialog.onResponse { [weak self] response in self?.respond(response) }
    }

    public func present() {
        dialog.showAll()
        problem.isVisible = false
        keyEntry.grabFocus()
        PreferencesDialog.open = self
    }

    /// The open dialog keeps itself alive until it is answered.
    private static var open: PreferencesDialog?

    private func respond(_ response: Dialog.Response) {
        if response == .accept, let failure = viewModel.save(key: keyEntry.text) {
            problem.text = failure
            problem.isVisible = true
            return
        }
        dialog.destroy()
        PreferencesDialog.open = nil
    }
}
