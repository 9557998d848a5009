import GtkKit

/// A large icon, a title and a sentence, centred: what GNOME apps show instead of an empty list.
@MainActor
final class StatusPage {
    let root = Box(.vertical, spacing: 12)
    private let icon = Image()
    private let title = Label()
    private let description = Label()

    init() {
        root.setAlignment(horizontal: .center, vertical: .center)
        root.setMargins(36)
        title.setWrap(true)
        description.addStyleClass("dim-label")
        description.setWrap(true)
        description.setMaxWidthInCharacters(50)
        icon.addStyleClass("dim-label")
        root.packStart(icon)
        root.packStart(title)
        root.packStart(description)
    }

    func show(icon name: String, title text: String, description sentence: String) {
        icon.setIcon(name, pixelSize: 96)
        title.setMarkup("<span size='x-large' weight='bold'>\(Label.escapeMarkup(text))</span>")
        description.text = sentence
        description.isVisible = !sentence.isEmpty
        root.accessibleName = sentence.isEmpty ? text : "\(text) \(sentence)"
    }
}
