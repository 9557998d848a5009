import Foundation
import PixscoutModel

@MainActor
public final class SelectionViewModel: SelectionViewModeling, SelectedImages, SelectionFeeding, SelectionRequests,
    RowSelecting {
    /// Details follow the selection at once after a pause. While a person moves quickly through
    /// the list they catch up once it has stayed this long, so no frame waits for a pane
    /// nobody has time to read, and no image loads for rows that were only passed.
    static let detailSettleTime: Duration = .milliseconds(150)
    /// An image whose details stayed this long was looked at: History keeps it. Rows only
    /// passed on the way elsewhere are not.
    static let lookedAtTime: Duration = .seconds(1)

    public var selectedIndex: ObservableProperty<Int?> { selectedIndexWriter.property }
    private let selectedIndexWriter = PropertyWriter<Int?>(nil)
    public var selectedIndices: ObservableProperty<IndexSet> { selectedIndicesWriter.property }
    private let selectedIndicesWriter = PropertyWriter<IndexSet>(IndexSet())
    public var detail: ObservableProperty<(any ImageDetailViewModeling)?> { detailWriter.property }
    private let detailWriter = PropertyWriter<(any ImageDetailViewModeling)?>(nil)
    public var followUps: ObservableProperty<[FollowUp]> { followUpsWriter.property }
    private let followUpsWriter = PropertyWriter<[FollowUp]>([])
    private let results: any ResultCells
    private let active: ActiveSite
    private let messages: any OutcomeTelling
    private let urlOpener: any URLOpening
    private weak var recorder: LibraryRecorder?
    private let locale: Locale
    private let sleep: @Sendable (Duration) async throws -> Void
    private var lastSelectionChange: ContinuousClock.Instant?
    private var pendingDetail: Task<Void, Never>?
    private var lookingAt: Task<Void, Never>?
    /// Where a Shift selection starts: the last result selected alone or toggled.
    private var anchor: Int?
    /// Searches for a tag or a thread followed from the detail pane or the image menu.
    public var searchRequests: ChangeStream<String> { searchRequestsSender.stream }
    private let searchRequestsSender = ChangeSender<String>()
    /// The result to select once a page brings it.
    private var pendingSelection: String?
    /// What the selection hears from the detail shown: a tag followed, a file saved.
    private var detailNews: [ObservationToken] = []

    public init(
        results: any ResultCells, active: ActiveSite, messages: any OutcomeTelling, urlOpener: any URLOpening,
        recorder: LibraryRecorder?, locale: Locale, sleep: @escaping @Sendable (Duration) async throws -> Void
    ) {
        self.recorder = recorder
        self.results = results
        self.active = active
        self.messages = messages
        self.urlOpener = urlOpener
        self.locale = locale
        self.sleep = sleep
    }

    public var selectedImage: ImageEntity? {
        selectedIndex.value.flatMap { results.cell(at: $0)?.entity }
    }

    public var selectedImages: [ImageEntity] {
        selectedIndices.value.compactMap { results.cell(at: $0)?.entity }
    }

    public func selectRow(at index: Int?) {
        guard let index, results.cell(at: index) != nil else {
            anchor = nil
            setSelected([])
            focus(nil)
            return
        }
        anchor = index
        setSelected(IndexSet(integer: index))
        guard selectedIndex.value != index || detail.value == nil else { return }
        focus(index)
        results.loadNextPageIfNeeded(near: index)
    }

    public func toggleRow(at index: Int) {
        guard results.cell(at: index) != nil else { return }
        var indices = selectedIndices.value
        anchor = index
        if indices.contains(index) {
            indices.remove(index)
            setSelected(indices)
            // The focus moves to the nearest result still selected.
            let nearest = indices.min { abs($0 - index) < abs($1 - index) }
            if selectedIndex.value == index || nearest == nil { focus(nearest) }
        } else {
            indices.insert(index)
            setSelected(indices)
            focus(index)
        }
    }

    public func extendSelection(to index: Int) {
        guard results.cell(at: index) != nil else { return }
        let start = anchor ?? selectedIndex.value ?? index
        anchor = start
        setSelected(IndexSet(integersIn: min(start, index)...max(start, index)))
        focus(index)
        results.loadNextPageIfNeeded(near: index)
    }

    public func selectAll() {
        guard results.resultCount > 0 else { return }
        setSelected(IndexSet(integersIn: 0..<results.resultCount))
        if selectedIndex.value == nil {
            anchor = 0
            focus(0)
        }
    }

    /// Selects result `id` once a page brings it (``selectPendingResult()``).
    public func selectWhenShown(_ id: String) {
        pendingSelection = id
    }

    /// After each page: the result asked for, if it came.
    public func selectPendingResult() {
        guard let id = pendingSelection,
              let index = (0..<results.resultCount).first(where: { results.cell(at: $0)?.id == id })
        else { return }
        pendingSelection = nil
        selectRow(at: index)
    }

    /// A new search: the result asked for belonged to the one before.
    public func forgetPendingSelection() {
        pendingSelection = nil
    }

    public func clear() {
        anchor = nil
        setSelected([])
        focus(nil)
    }

    private func setSelected(_ indices: IndexSet) {
        if selectedIndices.value != indices { selectedIndicesWriter.value = indices }
    }

    private func focus(_ index: Int?) {
        guard selectedIndex.value != index || (index != nil && detail.value == nil) else { return }
        detail.value?.cancel()
        pendingDetail?.cancel()
        pendingDetail = nil
        selectedIndexWriter.value = index
        let offered = selectedImage?.followUps.map(\.followUp) ?? []
        if followUps.value != offered { followUpsWriter.value = offered }
        guard let index else {
            detailWriter.value = nil
            return
        }
        let now = ContinuousClock.now
        defer { lastSelectionChange = now }
        guard let last = lastSelectionChange, now - last < Self.detailSettleTime else {
            showDetail(index)
            return
        }
        let sleep = self.sleep
        pendingDetail = Task { [weak self] in
            do { try await sleep(Self.detailSettleTime) } catch { return }
            guard let self, !Task.isCancelled, selectedIndex.value == index else { return }
            showDetail(index)
        }
    }

    public func prepareDetails() {
        CountFormatter.prepare(locale: locale)
    }

    private func showDetail(_ index: Int) {
        guard let cell = results.cell(at: index) else { return }
        let image = cell.entity
        let viewModel = ImageDetailViewModel(
            image: image, loader: active.loader, downloader: active.sites.imageDownloader,
            pages: pageOpener, locale: locale, isStarred: cell.isStarred, pixelsPerPoint: results.pixelsPerPoint,
            messages: messages, ledger: { [weak recorder] in await recorder?.uses(of: image) ?? [] },
            credit: recorder?.credit(for: image, isChanged: false))
        detailNews = [
            viewModel.tagSearches.observe { [weak self] tag in self?.searchRequestsSender.send(tag) },
            viewModel.savedFiles.observe { [weak recorder, weak viewModel] path in
                recorder?.record(image, as: .saved, at: path) { viewModel?.loadUses() }
            },
        ]
        detailWriter.value = viewModel
        viewModel.loadImages()
        noteLookedAt(image, index: index)
    }

    private func noteLookedAt(_ image: ImageEntity, index: Int) {
        lookingAt?.cancel()
        let sleep = self.sleep
        lookingAt = Task { [weak self] in
            do { try await sleep(Self.lookedAtTime) } catch { return }
            guard let self, !Task.isCancelled, selectedIndex.value == index else { return }
            recorder?.recordView(image)
        }
    }

    /// Opens links the site's policy allows, and says why not otherwise.
    var pageOpener: PageOpener {
        PageOpener(policy: active.linkPolicy, urlOpener: urlOpener) { [weak messages] banner in
            messages?.show(banner)
        }
    }

    public func follow(_ followUp: FollowUp) {
        guard let thread = selectedImage?.followUps.first(where: { $0.followUp == followUp })?.thread else { return }
        searchRequestsSender.send(thread.query)
    }

    public func openPage(at index: Int) {
        guard let image = results.cell(at: index)?.entity else { return }
        pageOpener.open(image.pageURL)
    }
}
