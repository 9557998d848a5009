import PixscoutViewModel

/// A row model with fixed text, as the view tests want it.
@MainActor
final class MockCell: ImageSearchCellModeling {
    let id: String
    let titleText: String
    let sizeText: String?
    let creditText: String?
    let preview = ObservableProperty<PreviewState>(.placeholder)
    let isStarred = ObservableProperty(false)

    init(_ index: Int) {
        id = String(index)
        titleText = "Image \(index)"
        sizeText = index % 3 == 0 ? nil : "\(index) × 100"
        creditText = "by Author \(index)"
    }

    var accessibleDescription: String {
        "\(titleText), by Author \(id)"
    }
}
