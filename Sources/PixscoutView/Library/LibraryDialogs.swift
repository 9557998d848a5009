import GtkKit
import PixscoutLocalization
import PixscoutViewModel

/// The questions the library asks: a collection's name, which collection to add to, whether
/// to delete one, whether to replace files. Each dialog stays alive until it is answered.
@MainActor
enum LibraryDialogs {
    private static var open: [Dialog] = []

    /// Asks for a collection's name; `done` hears it unless the person cancels.
    static func askName(
        title: String, acceptLabel: String, initial: String, parent: Window,
            _ done: @escaping @MainActor (String) -> Void
    ) {
        let entry = Entry()
        entry.text = initial
        entry.accessibleName = tr("Collection name")
        entry.placeholder = tr("Collection name")
        entry.activatesDefault = true
        entry.widthInCharacters = 30
        let dialog = make(title: title, text: nil, content: entry, parent: parent)
        dialog.addButton(tr("_Cancel"), response: .cancel)
        dialog.addButton(acceptLabel, response: .accept)
        present(dialog) { response in
            let name = entry.text.trimmingCharacters(in: .whitespacesAndNewlines)
            if response == .accept, !name.isEmpty { done(name) }
        }
        entry.grabFocus()
    }

    /// Asks which collection to add images to: one of `names`, or a new one typed.
    static func askCollection(names: [String], count: Int, parent: Window,
        _ done: @escaping @MainActor (String) -> Void) {
        let chooser = ComboBoxText(choices: names.map { ($0, $0) }, hasEntry: true)
        chooser.accessibleName = tr("Collection")
        chooser.entryActivatesDefault()
        if let first = names.first { chooser.activeID = first }
        let text = names.isEmpty
            ? tr("Name a new collection for them.")
            : tr("Choose a collection, or type a name for a new one.")
        let title = String(format: trn("Add %ld Image to a Collection", "Add %ld Images to a Collection", count), count)
        let dialog = make(title: title, text: text, content: chooser, parent: parent)
        dialog.addButton(tr("_Cancel"), response: .cancel)
        dialog.addButton(tr("_Add"), response: .accept)
        present(dialog) { response in
            let name = chooser.text.trimmingCharacters(in: .whitespacesAndNewlines)
            if response == .accept, !name.isEmpty { done(name) }
        }
        chooser.grabFocus()
    }

    /// Asks before deleting the collection `name`.
    static func confirmDelete(name: String, parent: Window, _ done: @escaping @MainActor () -> Void) {
        let dialog = make(
            title: String(format: tr("Delete “%@”?"), name),
            text: tr("The collection goes; its images stay in your library where they are starred or used."),
            content: nil, parent: parent)
        dialog.addButton(tr("_Cancel"), response: .cancel)
        dialog.addButton(tr("_Delete"), response: .accept, destructive: true)
        present(dialog) { response in
            if response == .accept { done() }
        }
    }

    /// Asks what to do with the files of the same names in `folder`, naming every one of them.
    static func askReplace(
        files: [String], folder: String, parent: Window, _ done: @escaping @MainActor (FolderConflictAnswer) -> Void
    ) {
        let list = Label(files.joined(separator: "\n"))
        list.setXAlign(0)
        list.setSelectable(true)
        list.accessibleName = tr("Files that would be replaced")
        let scrolled = ScrolledWindow()
        scrolled.growsWithContent(upTo: 200)
        scrolled.add(list)
        let dialog = make(
            title: String(format: trn("Replace %ld File?", "Replace %ld Files?", files.count), files.count),
            text: String(format: trn(
                "“%1$@” already holds a file of this name. Replace it, keep both, or skip the image that has it?",
                "“%1$@” already holds files of these names. Replace them, keep both, or skip the images that have them?",
                files.count), folder),
            content: scrolled, parent: parent)
        // Enter keeps both: the answer that loses nothing.
        dialog.addButton(tr("_Cancel"), response: .cancel)
        dialog.addButton(tr("_Skip"), response: .other(2))
        dialog.addButton(tr("_Replace"), response: .other(1), destructive: true)
        dialog.addButton(tr("_Keep Both"), response: .accept)
        present(dialog) { response in
            switch response {
            case .accept: done(.keepBoth)
            case .other(2): done(.skip)
            case .other: done(.replace)
            case .cancel: break
            }
        }
    }

    private static func make(title: String, text: String?, content: Widget?, parent: Window) -> Dialog {
        let dialog = Dialog(title: title, parent: parent)
        let layout = Box(.vertical, spacing: 12)
        layout.setMargins(18)
        // As a message dialog does: the question first, in bold, whether or not a title bar shows it.
        let heading = Label(title)
        heading.setXAlign(0)
        heading.addStyleClass("heading")
        layout.packStart(heading)
        if let text {
            let label = Label(text)
            label.setXAlign(0)
            label.setWrap(true)
            label.setMaxWidthInCharacters(50)
            layout.packStart(label)
        }
        if let content { layout.packStart(content) }
        dialog.addToContent(layout)
        return dialog
    }

    private static func present(_ dialog: Dialog, _ answered: @escaping @MainActor (Dialog.Response) -> Void) {
        open.append(dialog)
        dialog.onResponse { [weak dialog] response in
            guard let dialog else { return }
            open.removeAll { $0 === dialog }
            dialog.destroy()
            answered(response)
        }
        dialog.showAll()
    }
}
