import PixscoutModel
@testable import PixscoutViewModel

/// Filters the test changes by sending on their stream.
@MainActor
final class StubChosenFilters: ChosenFilters {
    let searchFilters = SearchFilters()
    let narrowing: [String] = []
    var changes: ChangeStream<Void> { changesSender.stream }
    let changesSender = ChangeSender<Void>()

    func offer(_ site: SiteDescription) {}
}
