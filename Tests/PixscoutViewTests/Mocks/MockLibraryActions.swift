import PixscoutViewModel

/// Records what is done to the selected images in the library.
@MainActor
final class MockLibraryActions: LibraryActionsViewModeling {
    let collectionNames = ObservableProperty(["Slides"])
    let showsCollection = ObservableProperty(false)
    var actions: [String] = []

    func toggleStar() { actions.append("star") }
    func addSelection(toCollectionNamed name: String) { actions.append("add \(name)") }
    func removeSelectionFromCollection() { actions.append("remove") }
}
