/// The site searched, as start-up and the key rules change it.
@MainActor
public protocol SiteSwitching: AnyObject {
    var site: ObservableProperty<SiteChoice> { get }
    var status: ObservableProperty<SearchStatus> { get }
    func switchSites(to sites: SearchedSites, search: Bool)
    func chooseSite(id: String)
    func start(initialQuery: String?, siteIsExplicit: Bool)
}
