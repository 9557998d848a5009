import Foundation
import PixscoutLocalization
import PixscoutModel

@MainActor
final class QuickLookViewModel: QuickLookViewModeling {
    let index: Int
    let titleText: String
    let positionText: String
    let creditText: String?
    let thumbnail: (any PreviewImage)?
    var image: ObservableProperty<PreviewState> { imageWriter.property }
    private let imageWriter = PropertyWriter<PreviewState>(.placeholder)
    var progress: ObservableProperty<Double?> { progressWriter.property }
    private let progressWriter = PropertyWriter<Double?>(nil)
    private var loadTask: Task<Void, Never>?

    /// Starts loading the large image, decoded to fit `maxWidth` x `maxHeight` off the main
    /// thread (the decoder refuses pixel bombs).
    init(
        image entity: ImageEntity, index: Int, total: Int?, thumbnail: (any PreviewImage)?, loader: any PreviewLoading,
        maxWidth: Int, maxHeight: Int
    ) {
        self.index = index
        titleText = entity.titleText
        positionText = total.map { String(format: tr("%ld of %ld"), index + 1, $0) } ?? String(index + 1)
        creditText = entity.creditText
        self.thumbnail = thumbnail
        let (state, progress) = (imageWriter, progressWriter)
        guard let url = entity.largeImageURL else {
            imageWriter.value = .broken
            return
        }
        let loading = loader.begin(url, maxWidth: maxWidth, maxHeight: maxHeight) { fraction in
            Task { @MainActor in progress.value = fraction }
        }
        loadTask = Task {
            let loaded = await loading()
            guard !Task.isCancelled else { return }
            state.value = loaded
        }
    }

    func cancel() {
        loadTask?.cancel()
        loadTask = nil
    }
}
