import GtkKit
import PixscoutLocalization
import PixscoutViewModel

/// Asks for each site's API key (Pixabay, Unsplash, Pexels), or removes one. A key is
/// typed hidden, checked with its library and never shown again in full. Below them, whether
/// earlier searches are suggested, and a way to forget them: those apply at once.
@MainActor
public final class PreferencesDialog {
    private let dialog: Dialog
    private let viewModel: any PreferencesViewModeling
    private var sections: [SiteKeySection] = []
    private let problem = Label()
    private let remembersSearches = CheckButton(label: tr("Suggest _earlier searches as I type"))
    private let clearHistoryButton = Button(label: tr("C_lear History"))

    public init(viewModel: any PreferencesViewModeling, parent: Window) {
        self.viewModel = viewModel
        dialog = Dialog(title: tr("Preferences"), parent: parent)

        let layout = Box(.vertical, spacing: 18)
        layout.setMargins(18)
        // Alt and a letter of each site's name reaches its key: the first letter no other
        // part of the dialog takes (Save, Cancel, Remove Key, earlier searches, Clear History).
        var taken: Set<Character> = ["s", "c", "r", "e", "l"]
        sections = viewModel.keys.map { key in
            let name = key.siteName
            let mnemonic = name.indices.first { name[$0].isLetter && !taken.contains(Character(name[$0].lowercased())) }
            if let mnemonic { taken.insert(Character(name[mnemonic].lowercased())) }
            return SiteKeySection(viewModel: key, mnemonic: mnemonic) { [weak self] in self?.remove(key) }
        }
        for section in sections { layout.packStart(section.root) }
        problem.setXAlign(0)
        problem.setWrap(true)
        problem.setMaxWidthInCharacters(50)
        problem.addStyleClass("error")
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
        for section in sections { section.restoreVisibility() }
        sections.first?.keyEntry.grabFocus()
        PreferencesDialog.open = self
    }

    /// The open dialog keeps itself alive until it is answered.
    private static var open: PreferencesDialog?

    /// Saves each key typed, in order; the first refused one says why and keeps the dialog open.
    private func respond(_ response: Dialog.Response) {
        guard response == .accept else { return close() }
        let typed = sections.filter { !$0.keyEntry.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        finish {
            for section in typed {
                if let failure = await section.viewModel.save(key: section.keyEntry.text) {
                    return (failure, section.keyEntry)
                }
            }
            return nil
        }
    }

    private func remove(_ key: any SiteKeyViewModeling) {
        finish { await key.removeKey().map { ($0, nil) } }
    }

    /// Runs `change` (the library and the keyring may take a moment), then closes, or says what
    /// went wrong with the focus back where it can be put right.
    private func finish(_ change: @escaping @MainActor () async -> (failure: String, entry: Entry?)?) {
        dialog.isSensitive = false
        Task { @MainActor [weak self] in
            let outcome = await change()
            guard let self else { return }
            dialog.isSensitive = true
            guard let outcome else { return close() }
            problem.text = outcome.failure
            problem.isVisible = true
            // Made insensitive, the dialog lost its focus: the refused key is ready to retype.
            dialog.present()
            outcome.entry?.grabFocus()
        }
    }

    private func close() {
        dialog.destroy()
        PreferencesDialog.open = nil
    }
}
