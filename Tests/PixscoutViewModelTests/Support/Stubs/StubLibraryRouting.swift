import PixscoutModel
@testable import PixscoutViewModel

/// The library as the window view model routes it: each call noted, its news sent by the test.
@MainActor
final class StubLibraryRouting: LibraryRouting {
    var events: ChangeStream<SearchEvent> { eventsSender.stream }
    let eventsSender = ChangeSender<SearchEvent>()
    var status: ObservableProperty<LibraryStatus> { statusWriter.property }
    let statusWriter = PropertyWriter<LibraryStatus>(.opening)
    let shelf = ObservableProperty(ShelfChoice(id: "starred", name: "Starred", isCollection: false))
    let shownShelf = LibraryShelf.starred
    let emptyShelf = EmptyShelf.starred
    private let log: CallLog

    init(_ log: CallLog) {
        self.log = log
    }

    func activate() { log.note("library activate") }
    func deactivate() { log.note("library deactivate") }
    func reload() { log.note("library reload") }
}
