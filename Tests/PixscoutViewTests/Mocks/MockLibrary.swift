@testable import PixscoutViewModel

/// A library with its shelves and no images; records what the view asks of it.
@MainActor
final class MockLibrary: LibraryViewModeling {
    let shelves = ObservableProperty([
        ShelfChoice(id: "starred", name: "Starred", isCollection: false),
        ShelfChoice(id: "collection:1", name: "Slides", isCollection: true),
        ShelfChoice(id: "used", name: "Used Images", isCollection: false),
        ShelfChoice(id: "history", name: "History", isCollection: false),
    ])
    var shelf: ObservableProperty<ShelfChoice> { shelfWriter.property }
    let shelfWriter = PropertyWriter<ShelfChoice>(ShelfChoice(id: "starred", name: "Starred", isCollection: false))
    var status: ObservableProperty<LibraryStatus> { statusWriter.property }
    let statusWriter = PropertyWriter<LibraryStatus>(LibraryStatus.shown(count: 0))
    var actions: [String] = []

    func showShelf(id: String) {
        actions.append("show \(id)")
        if let chosen = shelves.value.first(where: { $0.id == id }) { shelfWriter.value = chosen }
    }

    func createCollection(named name: String) { actions.append("create \(name)") }
    func renameShownCollection(to name: String) { actions.append("rename \(name)") }
    func deleteShownCollection() { actions.append("delete") }
}
