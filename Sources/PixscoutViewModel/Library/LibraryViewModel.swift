import PixscoutLocalization
import PixscoutModel

@MainActor
public final class LibraryViewModel: LibraryViewModeling, LibraryShelfAccess, LibraryRouting, ResultPages {
    /// A screenful and more: the first rows of a shelf come as fast as a search's.
    static let firstPageSize = 100
    static let pageSize = 200

    public var shelves: ObservableProperty<[ShelfChoice]> { shelvesWriter.property }
    private let shelvesWriter = PropertyWriter<[ShelfChoice]>(LibraryViewModel.choices(for: []))
    public var shelf: ObservableProperty<ShelfChoice> { shelfWriter.property }
    private let shelfWriter = PropertyWriter<ShelfChoice>(LibraryViewModel.choice(for: .starred, collections: []))
    public var status: ObservableProperty<LibraryStatus> { statusWriter.property }
    private let statusWriter = PropertyWriter<LibraryStatus>(.opening)
    /// The shelf's pages, handed on as a search's are.
    public var events: ChangeStream<SearchEvent> { eventsSender.stream }
    private let eventsSender = ChangeSender<SearchEvent>()
    /// The collections by name, for Add to Collection.
    public var collections: ObservableProperty<[LibraryCollection]> { collectionsWriter.property }
    private let collectionsWriter = PropertyWriter<[LibraryCollection]>([])
    public private(set) var shownShelf = LibraryShelf.starred
    private let access: LibraryAccess
    private let messages: any OutcomeTelling
    /// What the image is for: a shelf, like a search, shows only what the licence allows.
    private let use: @MainActor () -> SearchFilters.Use
    private var isShown = false
    private var loadedCount = 0
    /// Left out so far: the licence does not allow the use.
    private var hiddenCount = 0
    private var count = 0
    private var loadTask: Task<Void, Never>?
    private var pageTask: Task<Void, Never>?

    public init(access: LibraryAccess, messages: any OutcomeTelling,
        use: @escaping @MainActor () -> SearchFilters.Use = { .any }) {
        self.access = access
        self.messages = messages
        self.use = use
    }

    /// The images of a page that the chosen use allows; the others are counted as hidden.
    private func allowed(_ images: [ImageEntity]) -> [ImageEntity] {
        let use = use()
        let kept = images.filter { use.allows($0.license) }
        hiddenCount += images.count - kept.count
        return kept
    }

    /// How many the shelf holds in all, once read.
    public var total: Int? { count }
    public var hasMore: Bool { loadedCount < count }

    /// The shelf shown, for the page that says how to fill it when it is empty.
    public var emptyShelf: EmptyShelf {
        switch shownShelf {
        case .starred: .starred
        case .collection: .collection(name: shelf.value.name)
        case .used: .used
        case .history: .history
        }
    }

    /// The library view opened: its shelf loads.
    public func activate() {
        isShown = true
        load()
    }

    /// The search view came back: nothing more loads.
    public func deactivate() {
        isShown = false
        cancel()
    }

    public func showShelf(id: String) {
        guard let shelf = LibraryShelf(token: id) else { return }
        show(shelf)
    }

    private func show(_ shelf: LibraryShelf) {
        shownShelf = shelf
        self.shelfWriter.value = Self.choice(for: shelf, collections: collections.value)
        if isShown { load() }
    }

    /// Shows the shelf again from its start (F5, or a change that touched it).
    public func reload() {
        guard isShown else { return }
        load()
    }

    /// Reloads the shown shelf when a change touched it.
    public func changed(_ shelves: Set<LibraryShelf>) {
        if shelves.contains(shownShelf) { reload() }
    }

    private func load() {
        cancel()
        eventsSender.send(.started)
        statusWriter.value = access.isSettled ? .loading : .opening
        let shelf = shownShelf
        loadTask = Task { [weak self] in
            guard let library = await self?.access.library() else {
                self?.showUnavailable()
                return
            }
            let page = await Self.page(of: shelf, from: library.store, offset: 0, limit: Self.firstPageSize)
            guard let self, !Task.isCancelled else { return }
            loadTask = nil
            switch page {
            case .success(let (images, total)):
                loadedCount = images.count
                hiddenCount = 0
                self.count = total
                eventsSender.send(.firstPage(allowed(images)))
                statusWriter.value = .shown(count: total - hiddenCount)
            case .failure(let error):
                statusWriter.value = .failed
                eventsSender.send(.failed(.search))
                messages.show(Banner(text: error.message, actions: [.retry]))
            }
        }
    }

    private func showUnavailable() {
        loadTask = nil
        statusWriter.value = .unavailable
        eventsSender.send(.cleared)
    }

    /// The next page of the shelf, unless one is loading or the shelf has no more.
    public func loadNextPage() {
        guard isShown, hasMore, loadTask == nil, pageTask == nil, let store = access.opened?.store else { return }
        let shelf = shownShelf
        let offset = loadedCount
        eventsSender.send(.loadingMore(true))
        pageTask = Task { [weak self] in
            let page = await Self.page(of: shelf, from: store, offset: offset, limit: Self.pageSize)
            guard let self, !Task.isCancelled else { return }
            pageTask = nil
            eventsSender.send(.loadingMore(false))
            switch page {
            case .success(let (images, total)):
                loadedCount += images.count
                // A shelf that shrank meanwhile ends where its rows did.
                self.count = images.isEmpty ? loadedCount : total
                eventsSender.send(.nextPage(allowed(images)))
                statusWriter.value = .shown(count: self.count - hiddenCount)
            case .failure(let error):
                eventsSender.send(.failed(.nextPage))
                messages.show(Banner(text: error.message))
            }
        }
    }

    private func cancel() {
        loadTask?.cancel()
        loadTask = nil
        if pageTask != nil {
            pageTask?.cancel()
            pageTask = nil
            eventsSender.send(.loadingMore(false))
        }
    }

    private nonisolated static func page(
        of shelf: LibraryShelf, from store: any LibraryStoring, offset: Int, limit: Int
    ) async -> Result<(images: [ImageEntity], total: Int), LibraryError> {
        do throws(LibraryError) {
            return .success(try await store.images(on: shelf, offset: offset, limit: limit))
        } catch {
            return .failure(error)
        }
    }

    // MARK: Collections

    /// Reads the collections again, for the chooser and Add to Collection.
    public func refreshCollections() async {
        guard let store = await access.library()?.store else { return }
        do {
            collectionsWriter.value = try await store.collections()
        } catch {
            return
        }
        shelvesWriter.value = Self.choices(for: collections.value)
        if case .collection(let id) = shownShelf, !collections.value.contains(where: { $0.id == id }) {
            show(.starred)
        } else {
            shelfWriter.value = Self.choice(for: shownShelf, collections: collections.value)
        }
    }

    public func createCollection(named name: String) {
        changeCollections { store throws(LibraryError) in
            .collection(id: try await store.createCollection(named: name).id)
        }
    }

    public func renameShownCollection(to name: String) {
        guard case .collection(let id) = shownShelf else { return }
        changeCollections { store throws(LibraryError) in
            try await store.renameCollection(id, to: name)
            return nil
        }
    }

    public func deleteShownCollection() {
        guard case .collection(let id) = shownShelf else { return }
        changeCollections { store throws(LibraryError) in
            try await store.deleteCollection(id)
            return nil
        }
    }

    /// Changes the collections, reads them again, shows the shelf `change` names; a failure is said.
    private func changeCollections(_ change: @escaping (any LibraryStoring) async throws(LibraryError)
        -> LibraryShelf?) {
        Task { [weak self] in
            guard let self, let store = await access.library()?.store else { return }
            do throws(LibraryError) {
                let shown = try await change(store)
                await refreshCollections()
                if let shown { show(shown) }
            } catch {
                messages.show(Banner(text: error.message))
            }
        }
    }

    // MARK: Names

    private static func choices(for collections: [LibraryCollection]) -> [ShelfChoice] {
        [choice(for: .starred, collections: collections)]
            + collections.map { choice(for: .collection(id: $0.id), collections: collections) }
            + [choice(for: .used, collections: collections), choice(for: .history, collections: collections)]
    }

    private static func choice(for shelf: LibraryShelf, collections: [LibraryCollection]) -> ShelfChoice {
        switch shelf {
        case .starred: ShelfChoice(id: shelf.token, name: tr("Starred"), isCollection: false)
        case .collection(let id):
            ShelfChoice(id: shelf.token, name: collections.first { $0.id == id }?.name ?? tr("Collection"),
                isCollection: true)
        case .used: ShelfChoice(id: shelf.token, name: tr("Used Images"), isCollection: false)
        case .history: ShelfChoice(id: shelf.token, name: tr("History"), isCollection: false)
        }
    }
}
