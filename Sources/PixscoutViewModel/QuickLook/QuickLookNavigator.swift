import PixscoutLocalization

@MainActor
public final class QuickLookNavigator: QuickLookNavigating, QuickLookFeeding {
    public var quickLook: ObservableProperty<(any QuickLookViewModeling)?> { quickLookWriter.property }
    private let quickLookWriter = PropertyWriter<(any QuickLookViewModeling)?>(nil)
    private let results: any ResultCells
    private let selection: any RowSelecting
    private let pages: any ResultPages
    private let active: ActiveSite
    private let messages: any OutcomeTelling
    /// The box the view measured, which every image moved to is decoded into.
    private var size = (width: 1280, height: 800)
    /// Moving on past the last result waits for the next page.
    private var waitsForNextPage = false

    public init(
        results: any ResultCells, selection: any RowSelecting, pages: any ResultPages, active: ActiveSite,
        messages: any OutcomeTelling
    ) {
        self.results = results
        self.selection = selection
        self.pages = pages
        self.active = active
        self.messages = messages
    }

    public func openQuickLook(maxWidth: Int, maxHeight: Int) {
        guard let index = selection.selectedIndex.value else { return }
        size = (maxWidth, maxHeight)
        show(index)
    }

    public func closeQuickLook() {
        (quickLook.value as? QuickLookViewModel)?.cancel()
        quickLookWriter.value = nil
        waitsForNextPage = false
    }

    public func showNextInQuickLook() {
        guard let current = quickLook.value?.index else { return }
        if current + 1 < results.resultCount {
            move(to: current + 1)
        } else if pages.hasMore {
            // The next image is on the next page: show it when that arrives.
            waitsForNextPage = true
            pages.loadNextPage()
        } else {
            messages.notify(tr("This is the last image."))
        }
    }

    public func showPreviousInQuickLook() {
        guard let current = quickLook.value?.index, current > 0 else { return }
        move(to: current - 1)
    }

    /// After a page arrived: the quick look that waited for it moves on.
    public func continueAfterPage() {
        guard waitsForNextPage, let current = quickLook.value?.index else { return }
        waitsForNextPage = false
        if current + 1 < results.resultCount { move(to: current + 1) }
    }

    private func move(to index: Int) {
        selection.selectRow(at: index)
        show(index)
    }

    private func show(_ index: Int) {
        guard let cell = results.cell(at: index) else { return }
        (quickLook.value as? QuickLookViewModel)?.cancel()
        let total = pages.total ?? (pages.hasMore ? nil : results.resultCount)
        quickLookWriter.value = QuickLookViewModel(
            image: cell.entity, index: index, total: total, thumbnail: cell.preview.value.image, loader: active.loader,
            maxWidth: size.width, maxHeight: size.height)
    }
}
