/// What an event is about, without what it carries: for a test that waits for any page of
/// rows or any detail, whichever it is.
public enum ProbeEventKind: String, CaseIterable, Sendable {
    case windowShown = "window-shown", window, rows, loadingMore = "loading-more", visibleRows = "visible-rows"
    case previewsShown = "previews-shown", resultsLayout = "results-layout", tiles, status, summary, attribution
    case suggestion, banner, notice, fit, detail, detailImage = "detail-image", detailPane = "detail-pane"
    case paneWidth = "pane-width", save, quickLook = "quick-look", quickLookImage = "quick-look-image"
    case quickLookBroken = "quick-look-broken", contextMenu = "context-menu", clipboardText = "clipboard-text"
    case clipboardImage = "clipboard-image", opened, openFailed = "open-failed", wallpaper, dragBegin = "drag-begin"
    case dragFile = "drag-file", dragDelivered = "drag-delivered", mode, shelf, library, selectedCount = "selected"
    case folderSave = "folder-save", libraryAttached = "library-attached", colorScheme = "color-scheme", bounds
    case checkedPicture = "checked-picture", checkProblem = "check-problem"
    case rowBounds = "row-bounds", stall, searchProviderExported = "search-provider", savedKey = "saved-key", barrier
}

extension ProbeEvent {
    /// The event's kind: the first word of its text (a widget's bounds are all `.bounds`).
    public var kind: ProbeEventKind {
        let name = String(text.prefix { $0 != " " })
        if let kind = ProbeEventKind(rawValue: name) { return kind }
        return .bounds
    }
}
