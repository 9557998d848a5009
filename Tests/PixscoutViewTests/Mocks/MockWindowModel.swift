@testable import PixscoutView
@testable import PixscoutViewModel

/// The whole window's view models as mocks.
@MainActor
final class MockWindowModel: WindowViewModeling {
    let searchMock = MockSearch()
    let filtersMock = MockFilters()
    let resultsMock = MockResults()
    let selectionMock = MockSelection()
    let messagesMock = MockMessages()
    let actionsMock = MockImageActions()
    let quickLookMock = MockQuickLook()
    let libraryMock = MockLibrary()
    let libraryActionsMock = MockLibraryActions()
    let creditsMock = MockCredits()
    let folderSaveMock = MockFolderSave()
    let fitMock = MockFit()
    let screen = ObservableProperty<WindowScreen>(.results(.empty(.start)))
    let mode = ObservableProperty(WindowMode.search)
    let preferencesWanted = ChangeStream<Void>()
    var refreshes = 0

    /// Each part's mock, as the composition root gives the window its parts' view models.
    var parts: WindowParts {
        WindowParts(
            search: searchMock, filters: filtersMock, results: resultsMock, selection: selectionMock,
            messages: messagesMock, imageActions: actionsMock, quickLook: quickLookMock, library: libraryMock,
            libraryActions: libraryActionsMock, credits: creditsMock, folderSave: folderSaveMock, fit: fitMock)
    }

    func show(_ mode: WindowMode) { self.mode.value = mode }
    func refresh() { refreshes += 1 }
    func selectWhenShown(_ id: String) {}
}

/// Records what is done with the selected image.
@MainActor
final class MockImageActions: ImageActionsViewModeling {
    var actions: [String] = []
    var selectedPageURL: String? { nil }

    func copyImage() { actions.append("copy-image") }
    func copyLink() { actions.append("copy-link") }
    func setAsWallpaper() { actions.append("set-wallpaper") }
    func imageFileForDrag() async -> DraggedFile? { nil }
    func dragDelivered(_ file: DraggedFile) { actions.append("drag-delivered") }
}

/// Records how the quick look is moved.
@MainActor
final class MockQuickLook: QuickLookNavigating {
    let quickLook = ObservableProperty<(any QuickLookViewModeling)?>(nil)
    var actions: [String] = []

    func openQuickLook(maxWidth: Int, maxHeight: Int) { actions.append("quick-look") }
    func closeQuickLook() { actions.append("close-quick-look") }
    func showNextInQuickLook() { actions.append("next") }
    func showPreviousInQuickLook() { actions.append("previous") }
    func openPageInQuickLook() { actions.append("open-page") }
}
