import Foundation
import PixscoutModel

@MainActor
public final class SelectionViewModel: SelectionViewModeling {
    /// Details follow the selection at once after a pause. While a person moves quickly through
    /// the list they catch up once it has stayed this long, so no frame waits for a pane
    /// nobody has time to read, and no image loads for rows that were only passed.
    static let detailSettleTime: Duration = .milliseconds(150)

    public let selectedIndex = ObservableProperty<Int?>(nil)
    public let detail = ObservableProperty<(any ImageDetailViewModeling)?>(nil)
    private let results: ResultsViewModel
    private let active: ActiveSource
    private let messages: MessagesViewModel
    private let urlOpener: any URLOpening
    private let locale: Locale
    private let sleep: @Sendable (Duration) async throws -> Void
    private var lastSelectionChange: ContinuousClock.Instant?
    private var pendingDetail: Task<Void, Never>?

    init(
        results: ResultsViewModel, active: ActiveSource, messages: MessagesViewModel, urlOpener: any URLOpening,
        locale: Locale, sleep: @escaping @Sendable (Duration) async throws -> Void
    ) {
        self.results = results
        self.active = active
        self.messages = messages
        self.urlOpener = urlOpener
        self.locale = locale
        self.sleep = sleep
    }

    /// The selected result's image.
    var selectedImage: ImageEntity? {
        selectedIndex.value.flatMap { results.cell(at: $0)?.entity }
    }

    public func selectRow(at index: Int?) {
        guard let index, results.cell(at: index) != nil else {
            select(nil)
            return
        }
        guard selectedIndex.value != index || detail.value == nil else { return }
        select(index)
        results.loadNextPageIfNeeded(near: index)
    }

    /// Nothing selected: a new search's results came.
    func clear() {
        select(nil)
    }

    private func select(_ index: Int?) {
        detail.value?.cancel()
        pendingDetail?.cancel()
        pendingDetail = nil
        selectedIndex.value = index
        guard let index else {
            detail.value = nil
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

    private func showDetail(_ index: Int) {
        guard let image = results.cell(at: index)?.entity else { return }
        let viewModel = ImageDetailViewModel(
            image: image, provider: active.description.id, loader: active.loader, downloader: active.source.imageDownloader,
            pages: pageOpener, locale: locale)
        detail.value = viewModel
        viewModel.loadImages()
    }

    /// Opens links the library's policy allows, and says why not otherwise.
    var pageOpener: PageOpener {
        PageOpener(policy: active.description.linkPolicy, urlOpener: urlOpener) { [weak messages] banner in
            messages?.show(banner)
        }
    }

    public func openPage(at index: Int) {
        guard let image = results.cell(at: index)?.entity else { return }
        pageOpener.open(image.pageURL)
    }
}
