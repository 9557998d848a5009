import PixscoutModel
@testable import PixscoutViewModel

/// The search as start-up and the key rules change its site: it records each switch, choice and
/// start, and its site follows them.
@MainActor
final class StubSiteSwitching: SiteSwitching {
    var site: ObservableProperty<SiteChoice> { siteWriter.property }
    private let siteWriter: PropertyWriter<SiteChoice>
    var status: ObservableProperty<SearchStatus> { statusWriter.property }
    let statusWriter = PropertyWriter<SearchStatus>(.idle)
    /// Each switch: the site, and whether the last search was made there again.
    private(set) var switches: [(site: SiteID, searched: Bool)] = []
    private(set) var chosen: [String] = []
    /// Each start: the first words, and whether the site was named.
    private(set) var starts: [(query: String?, explicit: Bool)] = []

    init(_ site: SiteID) {
        siteWriter = PropertyWriter(SiteChoice(id: site.rawValue, name: site.name))
    }

    func switchSites(to sites: SearchedSites, search: Bool) {
        let id = sites.description.id
        switches.append((id, search))
        siteWriter.value = SiteChoice(id: id.rawValue, name: id.name)
    }

    func chooseSite(id: String) {
        chosen.append(id)
        if let site = SiteID(rawValue: id) { siteWriter.value = SiteChoice(id: id, name: site.name) }
    }

    func start(initialQuery: String?, siteIsExplicit: Bool) {
        starts.append((initialQuery, siteIsExplicit))
        if let initialQuery { statusWriter.value = .searching(query: initialQuery) }
    }
}
