import Foundation
import PixscoutModel

/// What an action on the selection needs of it: the images it acts on.
@MainActor
public protocol SelectedImages: AnyObject {
    /// The focused result's image.
    var selectedImage: ImageEntity? { get }
    /// Every selected result's image, in the results' order.
    var selectedImages: [ImageEntity] { get }
    /// The selected results, by index.
    var selectedIndices: ObservableProperty<IndexSet> { get }
}
