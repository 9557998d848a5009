import PixscoutViewModel

/// Counts the checks asked for.
@MainActor
final class MockSiteRecheck: SiteRecheckViewModeling {
    let isChecking = ObservableProperty(false)
    var checks = 0

    func recheckSites() { checks += 1 }
}
