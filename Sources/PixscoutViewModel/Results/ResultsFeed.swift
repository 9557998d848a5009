import PixscoutModel

/// Puts what the search or the library's shelf brings into the results, the selection and the
/// quick look, in one place: a first page replaces, later pages add, and stars follow.
@MainActor
public final class ResultsFeed: SearchEventFeeding {
    private let results: any ResultsFeeding
    private let selection: any SelectionFeeding
    private let quickLook: any QuickLookFeeding
    private let libraryActions: any ShelfActions
    private let messages: any BannerShowing
    private let active: ActiveSite
    private let mode: ObservableProperty<WindowMode>

    public init(
        results: any ResultsFeeding, selection: any SelectionFeeding, quickLook: any QuickLookFeeding,
        libraryActions: any ShelfActions, messages: any BannerShowing, active: ActiveSite,
        mode: ObservableProperty<WindowMode>
    ) {
        self.results = results
        self.selection = selection
        self.quickLook = quickLook
        self.libraryActions = libraryActions
        self.messages = messages
        self.active = active
        self.mode = mode
    }

    public func handle(_ event: SearchEvent) {
        switch event {
        case .started:
            selection.forgetPendingSelection()
            results.cancelPreviews()
        case .firstPage(let images):
            quickLook.closeQuickLook()
            messages.dismissBanner()
            selection.clear()
            results.replace(with: images, loader: active.loader, namingSite: namesSites)
            libraryActions.markStars(in: 0..<images.count)
            selection.selectPendingResult()
        case .regrouped(let images, let added):
            // Rows move only while the person has not picked one; after that the new ones go at the end.
            if selection.selectedIndices.value.isEmpty {
                results.regroup(images, loader: active.loader, namingSite: namesSites)
                libraryActions.markStars(in: 0..<images.count)
            } else {
                append(added)
            }
            selection.selectPendingResult()
        case .cleared:
            quickLook.closeQuickLook()
            selection.clear()
            results.replace(with: [], loader: active.loader, namingSite: false)
        case .nextPage(let images):
            messages.dismissBanner()
            append(images)
            quickLook.continueAfterPage()
            selection.selectPendingResult()
        case .enriched(let images):
            let updated = results.update(images, loader: active.loader, namingSite: namesSites)
            for index in updated { libraryActions.markStars(in: index..<(index + 1)) }
        case .loadingMore(let loading):
            results.setLoadingMore(loading)
        case .failed(let operation):
            if operation == .search { results.resumePreviews() }
        }
    }

    private func append(_ images: [ImageEntity]) {
        let start = results.resultCount
        results.append(images, loader: active.loader, namingSite: namesSites)
        libraryActions.markStars(in: start..<results.resultCount)
    }

    /// Rows say which site each result is from when they come from several: All sites,
    /// or one's own library.
    private var namesSites: Bool {
        mode.value == .library || active.description.id == .all
    }
}
