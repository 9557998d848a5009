import PixscoutModel

/// The library once its database is open, with what fetches its images' pictures.
public struct OpenedLibrary: Sendable {
    public let store: any LibraryStoring
    /// Previews and the pane's picture: the kept thumbnail when the network cannot help.
    public let imageFetcher: any ImageFetching
    /// Pictures handed to other programs (copies, drags, wallpapers): never a thumbnail.
    public let fileFetcher: any ImageFetching
    /// A sentence for the person: a damaged library was put aside, or changes cannot be saved.
    public let note: String?

    public init(store: any LibraryStoring, imageFetcher: any ImageFetching, fileFetcher: any ImageFetching,
        note: String?) {
        self.store = store
        self.imageFetcher = imageFetcher
        self.fileFetcher = fileFetcher
        self.note = note
    }
}
