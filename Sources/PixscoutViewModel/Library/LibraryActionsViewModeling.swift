/// What a person does with the selected images in their library: star them, gather them in
/// collections.
@MainActor
public protocol LibraryActionsViewModeling: AnyObject {
    /// The collections' names, for Add to Collection.
    var collectionNames: ObservableProperty<[String]> { get }
    /// True while a collection is shown: its images can be taken out of it.
    var showsCollection: ObservableProperty<Bool> { get }
    /// Stars the selected images, or unstars them when every one is starred (Ctrl+D).
    func toggleStar()
    /// Adds the selected images to the collection of that name, making it if there is none.
    func addSelection(toCollectionNamed name: String)
    /// Takes the selected images out of the collection shown.
    func removeSelectionFromCollection()
}
