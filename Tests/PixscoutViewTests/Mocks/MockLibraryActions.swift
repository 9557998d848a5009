import PixscoutViewModel

/// Records what is done to the selected images in the library.
@MainActor
final class MockLibraryActions: LibraryActionsViewModeling {
    var collectionNames: ObservableProperty<[String]> { collectionNamesWriter.property }
    let collectionNamesWriter = PropertyWriter<[String]>(["Slides"])
    var showsCollection: ObservableProperty<Bool> { showsCollectionWriter.property }
    let showsCollectionWriter = PropertyWriter<Bool>(false)
    var actions: [String] = []

    func toggleStar() { actions.append("star") }
    func addSelection(toCollectionNamed name: String) { actions.append("add \(name)") }
    func removeSelectionFromCollection() { actions.append("remove") }
}
