import PixscoutViewModel

/// A row model with fixed text, as the view tests want it.
@MainActor
final class MockCell: ImageSearchCellModeling {
    let id: String
    let titleText: String
    let sizeText: String?
    let creditText: String?
    /// Every third image is a portrait, the others 3:2 landscapes.
    let aspectRatio: Double?
    var preview: ObservableProperty<PreviewState> { previewWriter.property }
    let previewWriter = PropertyWriter<PreviewState>(.placeholder)
    var isStarred: ObservableProperty<Bool> { isStarredWriter.property }
    let isStarredWriter = PropertyWriter<Bool>(false)

    init(_ index: Int, title: String? = nil) {
        id = String(index)
        titleText = title ?? "Image \(index)"
        sizeText = index % 3 == 0 ? nil : "\(index) × 100"
        creditText = "by Author \(index)"
        aspectRatio = index % 3 == 2 ? 2.0 / 3.0 : 1.5
    }

    var accessibleDescription: String {
        "\(titleText), by Author \(id)"
    }
}
