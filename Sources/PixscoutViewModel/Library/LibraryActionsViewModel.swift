import Foundation
import PixscoutLocalization
import PixscoutModel

@MainActor
public final class LibraryActionsViewModel: LibraryActionsViewModeling, ShelfActions {
    public var collectionNames: ObservableProperty<[String]> { collectionNamesWriter.property }
    private let collectionNamesWriter = PropertyWriter<[String]>([])
    public var showsCollection: ObservableProperty<Bool> { showsCollectionWriter.property }
    private let showsCollectionWriter = PropertyWriter<Bool>(false)
    private let access: LibraryAccess
    /// Hears which shelves a change touched, so that the one shown can follow.
    private let library: any LibraryShelfAccess
    private let results: any ResultCells
    private let selection: any SelectedImages
    private let active: ActiveSite
    private let messages: any OutcomeTelling
    private var observations: [ObservationToken] = []

    public init(
        access: LibraryAccess, library: any LibraryShelfAccess, results: any ResultCells, selection: any SelectedImages,
        active: ActiveSite, messages: any OutcomeTelling
    ) {
        self.access = access
        self.library = library
        self.results = results
        self.selection = selection
        self.active = active
        self.messages = messages
        observations = [
            library.collections.observe { [weak self] collections in
                self?.collectionNamesWriter.value = collections.map(\.name)
            },
        ]
    }

    /// Whether the library view shows a collection now.
    public func showing(_ shelf: LibraryShelf?) {
        let isCollection = if case .collection = shelf { true } else { false }
        if showsCollection.value != isCollection { showsCollectionWriter.value = isCollection }
    }

    public func toggleStar() {
        let indices = selection.selectedIndices.value
        let cells = indices.compactMap { results.cell(at: $0) }
        guard !cells.isEmpty else { return }
        let starring = !cells.allSatisfy(\.isStarred.value)
        for cell in cells {
            cell.showStarred(starring)
        }
        let images = cells.map(\.entity)
        let fetcher = active.previewFetcher
        Task { [weak self] in
            guard let self, let store = await access.library()?.store else {
                self?.revert(cells, to: !starring)
                return
            }
            do throws(LibraryError) {
                try await store.setStarred(images, starring, thumbnails: [:])
            } catch {
                revert(cells, to: !starring)
                messages.notifyFailure(error.message)
                return
            }
            library.changed([.starred])
            // Said once the thumbnails are kept too: the shelf shows them offline from then on.
            if starring { await KeptThumbnails.keep(images, fetchedBy: fetcher, in: store) }
            if images.count > 1 {
                messages.notify(String(format: starring
                    ? trn("%ld image starred.", "%ld images starred.", images.count)
                    : trn("%ld image unstarred.", "%ld images unstarred.", images.count), images.count))
            }
        }
    }

    private func revert(_ cells: [ImageSearchCellModel], to starred: Bool) {
        for cell in cells {
            cell.showStarred(starred)
        }
    }

    public func addSelection(toCollectionNamed name: String) {
        let images = selection.selectedImages
        let name = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !images.isEmpty, !name.isEmpty else { return }
        let fetcher = active.previewFetcher
        Task { [weak self] in
            guard let self, let store = await access.library()?.store else { return }
            do throws(LibraryError) {
                let collection = if let existing = try await store.collection(named: name) {
                    existing
                } else {
                    try await store.createCollection(named: name)
                }
                try await store.add(images, toCollection: collection.id, thumbnails: [:])
                messages.notify(String(format: trn(
                    "%ld image added to “%@”.", "%ld images added to “%@”.", images.count), images.count,
                        collection.name))
                await library.refreshCollections()
                library.changed([.collection(id: collection.id)])
                await KeptThumbnails.keep(images, fetchedBy: fetcher, in: store)
            } catch {
                messages.notifyFailure(error.message)
            }
        }
    }

    public func removeSelectionFromCollection() {
        guard showsCollection.value, case .collection(let id) = library.shownShelf else { return }
        let images = selection.selectedImages
        guard !images.isEmpty else { return }
        Task { [weak self] in
            guard let self, let store = await access.library()?.store else { return }
            do throws(LibraryError) {
                try await store.remove(images, fromCollection: id)
                await library.refreshCollections()
                library.changed([.collection(id: id)])
            } catch {
                messages.notifyFailure(error.message)
            }
        }
    }

    /// Shows which of the results from `range` are starred, once the library is open (it
    /// marks every result then).
    public func markStars(in range: Range<Int>) {
        guard let store = access.opened?.store else { return }
        let cells = range.compactMap { results.cell(at: $0) }
        guard !cells.isEmpty else { return }
        // The Starred shelf's are, with no need to ask.
        if active.shownLibrary != nil, library.shownShelf == .starred {
            for cell in cells {
                cell.showStarred(true)
            }
            return
        }
        let keys = cells.map(\.entity.key)
        Task {
            guard let starred = try? await store.starredKeys(among: keys) else { return }
            for cell in cells where cell.isStarred.value != starred.contains(cell.entity.key) {
                cell.showStarred(starred.contains(cell.entity.key))
            }
        }
    }
}
