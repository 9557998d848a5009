import Foundation

extension CreditsDocument {
    /// The credits of a shelf of the library: the Used Images shelf names the file each
    /// image was last saved as, and says it was changed when that file (or, for an image never
    /// saved, any use) was fitted.
    public static func of(_ shelf: LibraryShelf,
        in store: any LibraryStoring) async throws(LibraryError) -> CreditsDocument {
        guard shelf == .used else {
            return CreditsDocument(images: try await store.images(on: shelf, offset: 0, limit: .max).images)
        }
        return CreditsDocument(try await store.usedImages().map { used in
            let saved = used.uses.first { $0.kind == .saved }
            return Entry(used.image, fileName: saved?.destination.map { URL(fileURLWithPath: $0).lastPathComponent },
                isChanged: saved?.isChanged ?? used.uses.contains { $0.isChanged })
        })
    }
}
