import GtkKit
import PixscoutLocalization
import PixscoutViewModel

/// One site's key in Preferences: what is set, an entry that hides what is typed, a way to
/// remove the key and a link to where a free one is had.
@MainActor
final class SiteKeySection {
    let root = Box(.vertical, spacing: 6)
    let keyEntry = Entry()
    let viewModel: any SiteKeyViewModeling
    private let removeButton = Button(label: tr("_Remove Key"))

    /// - Parameter mnemonic: the letter of the site's name that Alt takes to its entry.
    init(viewModel: any SiteKeyViewModeling, mnemonic: String.Index?, onRemove: @escaping @MainActor () -> Void) {
        self.viewModel = viewModel
        let name = viewModel.siteName
        var marked = name
        if let mnemonic, !name.contains("_") {
            marked.insert("_", at: mnemonic)
        } else {
            marked = name.replacingOccurrences(of: "_", with: "__")
        }
        let heading = Label(mnemonic: String(format: tr("%@ API key"), marked), for: keyEntry)
        heading.setXAlign(0)
        heading.addStyleClass("heading")
        let current = Label(viewModel.keyDescription)
        current.setXAlign(0)
        current.setWrap(true)
        current.setMaxWidthInCharacters(50)
        keyEntry.isTextVisible = false
        keyEntry.activatesDefault = true
        keyEntry.placeholder = tr("Paste your key")
        keyEntry.accessibleName = String(format: tr("%@ API key"), name)
        keyEntry.widthInCharacters = 36
        removeButton.addStyleClass("destructive-action")
        removeButton.accessibleName = String(format: tr("Remove the %@ API key"), name)
        removeButton.onClicked { onRemove() }
        let link = LinkButton(uri: viewModel.signUpURL, label: String(format: tr("Get a free %@ key"), name))
        let buttons = Box(.horizontal, spacing: 12)
        buttons.packStart(removeButton)
        buttons.packStart(link)
        root.packStart(heading)
        root.packStart(current)
        root.packStart(keyEntry)
        root.packStart(buttons)
    }

    /// After the dialog's showAll: the Remove button only while a key is set.
    func restoreVisibility() {
        removeButton.isVisible = viewModel.hasKey
    }
}
