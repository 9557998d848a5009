import Foundation
import PixscoutModel
@testable import PixscoutViewModel

/// The selection as an action on it sees it: the images given, selected as the test says.
@MainActor
final class StubSelectedImages: SelectedImages {
    private let images: [ImageEntity]
    var selectedIndices: ObservableProperty<IndexSet> { indicesWriter.property }
    private let indicesWriter = PropertyWriter(IndexSet())

    init(_ images: [ImageEntity]) {
        self.images = images
    }

    func select(_ indices: IndexSet) {
        indicesWriter.value = indices
    }

    var selectedImage: ImageEntity? { selectedIndices.value.first.map { images[$0] } }
    var selectedImages: [ImageEntity] { selectedIndices.value.map { images[$0] } }
}
