import PixscoutModel

/// Writes into the library what happens to images: each use outside Pixscout (saved, copied,
/// dragged out, made the wallpaper) into the credits ledger, and each image looked at into
/// History, with its thumbnail.
@MainActor
public final class LibraryRecorder {
    private let access: LibraryAccess
    private let active: ActiveSource
    private let messages: MessagesViewModel
    /// Hears which shelf a record added to, so that the one shown can follow.
    private let library: LibraryViewModel

    public init(access: LibraryAccess, active: ActiveSource, messages: MessagesViewModel, library: LibraryViewModel) {
        self.library = library
        self.access = access
        self.active = active
        self.messages = messages
    }

    /// Records that `image` was used as `kind`, its file at `destination` when there is one.
    func record(_ image: ImageEntity, as kind: ImageUse.Kind, at destination: String? = nil) {
        let fetcher = active.previewFetcher
        Task { [weak self] in
            guard let self, let store = await access.library()?.store else { return }
            do throws(LibraryError) {
                try await store.recordUse(image, kind: kind, destination: destination, thumbnail: nil)
            } catch {
                messages.show(Banner(text: error.message))
                return
            }
            library.changed([.used])
            await KeptThumbnails.keep([image], fetchedBy: fetcher, in: store)
        }
    }

    /// Records that the person looked at `image`; History forgets quietly when it cannot.
    func recordView(_ image: ImageEntity) {
        let fetcher = active.previewFetcher
        Task {
            guard let store = await access.library()?.store,
                (try? await store.recordView(image, thumbnail: nil)) != nil else { return }
            await KeptThumbnails.keep([image], fetchedBy: fetcher, in: store)
        }
    }
}
