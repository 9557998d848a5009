import Foundation
import PixscoutModel
import PixscoutViewModel

/// Opens the person's library off the main thread, once the window is on screen, with what
/// fetches its images' pictures: the network's fetcher, and the sample catalog's folder.
struct LibraryOpener: Sendable {
    let file: URL
    let remote: any ImageFetching
    let local: any ImageFetching

    func open() async -> Result<OpenedLibrary, LibraryError> {
        let file = self.file
        let opened = await Task.detached { () -> Result<LibraryDatabase, LibraryError> in
            do throws(LibraryError) {
                return .success(try LibraryDatabase.open(file))
            } catch {
                return .failure(error)
            }
        }.value
        return opened.map { database in
            let store = Library(database: database)
            return OpenedLibrary(
                store: store,
                imageFetcher: LibraryImageFetcher(library: store, remote: remote, local: local, fallsBackToThumbnails: true),
                fileFetcher: LibraryImageFetcher(library: store, remote: remote, local: local, fallsBackToThumbnails: false),
                recoveryNote: database.recoveryNote)
        }
    }
}
