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
    var screen: ObservableProperty<WindowScreen> { screenWriter.property }
    let screenWriter = PropertyWriter<WindowScreen>(.results(.empty(.start)))
    var mode: ObservableProperty<WindowMode> { modeWriter.property }
    let modeWriter = PropertyWriter<WindowMode>(WindowMode.search)
    var preferencesWanted: ChangeStream<Void> { preferencesWantedSender.stream }
    let preferencesWantedSender = ChangeSender<Void>()
    var refreshes = 0

    let documentCheckMock = MockDocumentCheck()
    let siteRecheckMock = MockSiteRecheck()
    /// The Preferences view models made, one for each opening.
    var preferencesMade: [MockPreferences] = []

    /// The mocks of what the window shows, as the composition root gives it its view models.
    var shown: MainWindow.Shown {
        MainWindow.Shown(
            search: searchMock, filters: filtersMock, results: resultsMock, selection: selectionMock,
            messages: messagesMock, library: libraryMock, folderSave: folderSaveMock, imageActions: actionsMock,
            toasts: ToastViewModel(sleep: { _ in }))
    }

    /// Each feature's part over its mocks, as the composition root builds them.
    var parts: [any WindowPart] {
        [
            SaveImagePart(selection: selectionMock), FollowUpPart(selection: selectionMock),
            ImageActionsPart(actions: actionsMock), QuickLookPart(navigator: quickLookMock, screen: screen),
            FitPart(fit: fitMock, selection: selectionMock, folderSave: folderSaveMock),
            LibraryPart(mode: mode, library: libraryMock, libraryActions: libraryActionsMock, credits: creditsMock,
                folderSave: folderSaveMock, selection: selectionMock),
            DocumentCheckPart(documentCheck: documentCheckMock), SiteRecheckPart(siteRecheck: siteRecheckMock),
            PreferencesPart(asked: preferencesWanted) { [unowned self] in
                let made = MockPreferences()
                preferencesMade.append(made)
                return made
            },
        ]
    }

    func show(_ mode: WindowMode) { self.modeWriter.value = mode }
    func refresh() { refreshes += 1 }
    func selectWhenShown(_ id: String) {}
}
