import Foundation
import PixscoutModel

/// Writes into the library what happens to images: each use outside Pixscout (saved, copied,
/// dragged out, made the wallpaper) into the credits ledger, and each image looked at into
/// History, with its thumbnail. Each file written carries its picture's credit. A library
/// whose rules ask to hear of each use (Unsplash) is told once per image.
@MainActor
public final class LibraryRecorder {
    private let access: LibraryAccess
    private let active: ActiveSite
    private let messages: any OutcomeTelling
    /// Hears which shelf a record added to, so that the one shown can follow.
    private let library: any LibraryShelfAccess
    /// Finds an image's library when it is not the one searched (an image from the library shelf).
    private let catalog: SiteCatalog?
    /// The images whose library has been told of their use in this run.
    private var reportedUses: Set<String> = []
    /// Writes a file's credit into it.
    private let embedder: (any CreditEmbedding)?
    /// Reads a handed-on file's look for its receipt.
    private let fingerprinting: (any PictureFingerprinting)?
    /// The last use being recorded: each waits for the one before, so the ledger lists uses in
    /// the order they happened (a batch saved lists its images in the order they were saved).
    private var lastRecord: Task<Void, Never>?

    public init(
        access: LibraryAccess, active: ActiveSite, messages: any OutcomeTelling, library: any LibraryShelfAccess,
        catalog: SiteCatalog?, embedder: (any CreditEmbedding)? = nil,
        fingerprinting: (any PictureFingerprinting)? = nil
    ) {
        self.embedder = embedder
        self.fingerprinting = fingerprinting
        self.library = library
        self.catalog = catalog
        self.access = access
        self.active = active
        self.messages = messages
    }

    /// Records that `image` was used as `kind`, its file at `destination` when there is one,
    /// fitted when `isChanged`; a saved GIF is given its credit's sidecar (every file had its
    /// credit written in before it took its name). `recorded` hears once the ledger has it.
    func record(_ image: ImageEntity, as kind: ImageUse.Kind, at destination: String? = nil,
        isChanged: Bool = false, recorded: @escaping @MainActor () -> Void = {}) {
        reportUse(of: image)
        let fetcher = active.previewFetcher
        let previous = lastRecord
        lastRecord = Task { [weak self] in
            await previous?.value
            if let destination, kind == .saved {
                await self?.giveSidecarCredit(image, toFileAt: destination, isChanged: isChanged)
            }
            // The receipt's digest and look are of the file as handed on, its credit in it.
            var file: HandedOnFile?
            if let destination, let self {
                let fingerprinting = self.fingerprinting
                file = await Task.detached {
                    HandedOnFile.of(fileAt: destination, fingerprinting: fingerprinting)
                }.value
            }
            guard let self, let store = await access.library()?.store else { return }
            do throws(LibraryError) {
                try await store.recordUse(image, kind: kind, destination: destination, thumbnail: nil,
                    isChanged: isChanged, file: file)
            } catch {
                messages.show(Banner(text: error.message))
                return
            }
            library.changed([.used])
            recorded()
            await KeptThumbnails.keep([image], fetchedBy: fetcher, in: store)
        }
    }

    /// Writes `image`'s credit into a file Pixscout writes, while it is still under its temporary
    /// name: given to the writer, which runs it off the main thread before the file takes its name.
    /// A file that cannot hold it is still the person's.
    func credit(for image: ImageEntity, isChanged: Bool) -> FilePreparing? {
        guard let embedder else { return nil }
        let metadata = CreditMetadata(ImageCredit(image, isChanged: isChanged))
        return { file in
            if embedder.embed(metadata, in: file) == .failed { Log.info("a file was not given its credit") }
        }
    }

    /// Writes `image`'s credit into a sidecar beside the GIF at `path`, which holds no XMP of its
    /// own, off the main thread; returns once it is written. Nothing for any other format.
    func giveSidecarCredit(_ image: ImageEntity, toFileAt path: String, isChanged: Bool) async {
        guard let embedder else { return }
        let metadata = CreditMetadata(ImageCredit(image, isChanged: isChanged))
        let outcome = await Task.detached { () -> CreditEmbeddingOutcome? in
            guard ImageFormat.ofFile(atPath: path) == .gif else { return nil }
            return embedder.embedSidecar(metadata, beside: URL(fileURLWithPath: path))
        }.value
        if outcome == .failed { Log.info("a file was not given its credit: \(path)") }
    }

    /// Every use of `image` in the ledger, newest first; none without a library.
    func uses(of image: ImageEntity) async -> [ImageUse] {
        guard let store = await access.library()?.store else { return [] }
        return (try? await store.uses(ofImageWithKey: image.key)) ?? []
    }

    /// Tells the image's site of its use, once (again at the next use when it failed): a
    /// failure costs nothing the person sees.
    private func reportUse(of image: ImageEntity) {
        guard reportedUses.insert(image.key).inserted else { return }
        let own = active.sites.imageSites.first { $0.description.id == image.site }
        guard let site = own ?? catalog?.sites(for: image.site)?.imageSites.first else { return }
        Task { [weak self] in
            do throws(NetworkError) {
                try await site.reportUse(of: image)
            } catch {
                self?.reportedUses.remove(image.key)
                Log.info("\(image.site.name) was not told of a use: \(error)")
            }
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
