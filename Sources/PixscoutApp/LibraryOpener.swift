import Foundation
import PixscoutModel
import PixscoutViewModel

/// Opens the person's library off the main thread, once the window is on screen, with what
/// fetches its images' pictures: the network's fetcher, and the sample catalog's folder.
struct LibraryOpener: Sendable {
    let file: URL
    let remote: any ImageFetching
    let local: any ImageFetching

    /// Opens the library; while another program holds it, `onBusy` hears so once and the
    /// opener keeps trying (each try waits ``LibraryDatabase/busyTimeout`` for the lock):
    /// a busy library is never moved aside.
    func open(onBusy: @escaping @MainActor @Sendable () -> Void) async -> Result<OpenedLibrary, LibraryError> {
        let file = self.file
        var told = false
        while true {
            let opened = await Task.detached { () -> Result<LibraryDatabase, LibraryError> in
                do throws(LibraryError) {
                    return .success(try LibraryDatabase.open(file))
                } catch {
                    return .failure(error)
                }
            }.value
            guard case .failure(.busy) = opened else { return opened.map(library) }
            if !told {
                told = true
                await onBusy()
            }
            try? await Task.sleep(for: .seconds(1))
        }
    }

    private func library(_ database: LibraryDatabase) -> OpenedLibrary {
        let store = Library(database: database)
        return OpenedLibrary(
            store: store,
            imageFetcher: LibraryImageFetcher(library: store, remote: remote, local: local,
                fallsBackToThumbnails: true),
            fileFetcher: LibraryImageFetcher(library: store, remote: remote, local: local,
                fallsBackToThumbnails: false),
            note: database.note)
    }
}
