import Foundation
import PixscoutModel

extension FolderSaveViewModel {
    /// The image's largest picture fitted as `batch` asks (its subject found, cropped to the
    /// target's shape, never enlarged) and written to its file in the plan's folder. The work
    /// is off the main thread: fetching, the fitter's own queue, the write.
    func saveFitted(_ item: FolderSavePlan.Item, as batch: FitBatch, in plan: FolderSavePlan,
        replacing: Bool) async -> Result<URL, FitError> {
        guard let url = item.image.largeImageURL ?? item.image.downloadURL else { return .failure(.notAPicture) }
        guard let data = try? await active.fileFetcher.fetchImage(at: url, maxBytes: PreviewLoader.maximumByteLimit)
        else { return .failure(.notAPicture) }
        let destination = plan.folder.appendingPathComponent(item.fileName)
        do throws(FitError) {
            let source = try await fitter.source(from: data)
            let picture = try await fitter.fit(source, as: .batch(batch.target, of: source.size,
                format: batch.format, quality: batch.quality))
            guard !Task.isCancelled else { return .failure(.cancelled) }
            let credit = recorder.credit(for: item.image, isChanged: true)
            let file = await Task.detached {
                picture.write(to: destination, replacing: replacing, preparing: credit)
            }.value
            guard let file else { return .failure(.cannotWrite) }
            recorder.record(item.image, as: .saved, at: file.path, isChanged: true)
            return .success(file)
        } catch {
            return .failure(error)
        }
    }
}
