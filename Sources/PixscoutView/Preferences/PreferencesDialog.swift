import GtkKit
import PixscoutLocalization
import PixscoutViewModel

/// Asks for the Pixabay API key, or removes it. The key is typed hidden and never shown
/// again in full. Below it, whether earlier searches are suggested, and a way to forget them:
/// those apply at once.
@MainActor
public final class PreferencesDialog {
    private let dialog: Dialog
    private let viewModel: any PreferencesViewModeling
    private let keyEntry = Entry()
    private let problem = Label()
    private let removeButton = Button(label: tr("_Remove Key"))
    private let remembersSearches = CheckButton(label: tr("Suggest _earlier searches as I type"))
    private let clearHistoryButton = Button(label: tr("C_lear History"))

    public init(viewModel: any PreferencesViewModeling, parent: Window) {
        self.viewModel = viewModel
        dialog = Dialog(title: tr("Preferences"), parent: parent)

        let layout = Box(.vertical, spacing: 12)
        layout.setMargins(18)
        let heading = Label(tr("Pixabay API key"))
        heading.setXAlign(0)
        heading.addStyleClass("heading")
        let current = Label(viewModel.keyDescription)
        current.setXAlign(0)
        current.setWrap(true)
        current.setMaxWidthInCharacters(50)
        keyEntry.isTextVisible = false
        keyEntry.activatesDefault = true
        keyEntry.placeholder = tr("Paste your key")
        keyEntry.accessibleName = tr("Pixabay API key")
        keyEntry.widthInCharacters = 36
        removeButton.addStyleClass("destructive-action")
        removeButton.accessibleName = tr("Remove the Pixabay API key")
        removeButton.setAlignment(horizontal: .start, vertical: .center)
        removeButton.onClicked { [weak self] in self?.remove() }
        problem.setXAlign(0)
        problem.setWrap(true)
        problem.addStyleClass("error")
        layout.packStart(heading)
        layout.packStart(current)
        layout.packStart(keyEntry)
        layout.packStart(removeButton)
        layout.packStart(problem)
        layout.packStart(makeHistorySection())
        dialog.addToContent(layout)
        dialog.addButton(tr("_Cancel"), response: .cancel)
        dialog.addButton(tr("_Save"), response: .accept)
        dialog.onResponse { [weak self] response in self?.respond(response) }
    }

    private func makeHistorySection() -> Box {
        let section = Box(.vertical, spacing: 12)
        let heading = Label(tr("Search history"))
        heading.setXAlign(0)
        heading.addStyleClass("heading")
        remembersSearches.isActive = viewModel.remembersSearches
        remembersSearches.onToggled { [weak self] in
            guard let self else { return }
            viewModel.setRemembersSearches(remembersSearches.isActive)
            clearHistoryButton.isSensitive = viewModel.hasSearchHistory
        }
        clearHistoryButton.setAlignment(horizontal: .start, vertical: .center)
        clearHistoryButton.accessibleName = tr("Clear the history: the searches made and the images looked at")
        clearHistoryButton.isSensitive = viewModel.hasSearchHistory
        clearHistoryButton.onClicked { [weak self] in
            self?.viewModel.clearSearchHistory()
            self?.clearHistoryButton.isSensitive = false
        }
        section.packStart(heading)
        section.packStart(remembersSearches)
        section.packStart(clearHistoryButton)
        return section
    }

    public func present() {
        dialog.showAll()
        problem.isVisible = false
        removeButton.isVisible = viewModel.hasKey
        keyEntry.grabFocus()
        PreferencesDialog.open = self
    }

    /// The open dialog keeps itself alive until it is answered.
    private static var open: PreferencesDialog?

    private func respond(_ response: Dialog.Response) {
        guard response == .accept else { return close() }
        finish { [viewModel, keyEntry] in await viewModel.save(key: keyEntry.text) }
    }

    private func remove() {
        finish { [viewModel] in await viewModel.removeKey() }
    }

    /// Runs `change` (the keyring may take a moment), then closes, or says what went wrong.
    private func finish(_ change: @escaping @MainActor () async -> String?) {
        dialog.isSensitive = false
        Task { @MainActor [weak self] in
            let failure = await change()
            guard let self else { return }
            dialog.isSensitive = true
            guard let failure else { return close() }
            problem.text = failure
            problem.isVisible = true
        }
    }

    private func close() {
        dialog.destroy()
        PreferencesDialog.open = nil
    }
}
