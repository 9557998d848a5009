import PixscoutModel

/// The messages as the search says things: a site's failure, the note about the site in use,
/// and the rate limit's countdown.
@MainActor
public protocol SearchMessaging: BannerShowing {
    var siteNote: ObservableProperty<Banner?> { get }
    var isCountingDown: Bool { get }
    func showSiteNote(_ note: Banner?)
    func report(_ error: NetworkError, from site: SiteDescription)
    func cancelCountdown()
}
