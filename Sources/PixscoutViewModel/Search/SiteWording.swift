import PixscoutLocalization
import PixscoutModel

/// How the window speaks of a site: its entry in the chooser, the footer's attribution,
/// the note the sample catalog shows, and the note when one of several fails.
enum SiteWording {
    static func choice(_ id: SiteID) -> SiteChoice {
        SiteChoice(id: id.rawValue, name: id.name)
    }

    /// Said when a site that needs a key is chosen without one, with the way to add it.
    static func needsKey(_ site: SiteID) -> Banner {
        Banner(text: String(format: tr("%@ needs an API key. Add yours in Preferences; it is free."), site.name),
            actions: [.openPreferences])
    }

    /// "Images from Pexels", linked to its site; for All sites, each site searched.
    static func attribution(_ searched: SearchedSites) -> Attribution {
        let description = searched.description
        guard description.id != .sample else {
            return Attribution(text: tr("Sample images made by Pixscout"), url: nil)
        }
        guard description.id != .all else {
            let listed = all(searched.imageSites.map(\.description.name))
            let links = searched.imageSites.compactMap { site in
                site.description.homeURL.map { AttributionLink(name: site.description.name, url: $0) }
            }
            return Attribution(text: String(format: tr("Images from %@"), listed), url: nil, links: links)
        }
        return Attribution(text: String(format: tr("Images from %@"), description.name), url: description.homeURL)
    }

    static func note(for site: SiteID, fallbackFrom chosen: SiteID?) -> Banner? {
        guard site == .sample else { return nil }
        guard let chosen, chosen != .sample else {
            return Banner(text: String(format: tr("You are looking at Pixscout's sample catalog, which works offline. Choose %@ above to search real images."),
                any(SiteID.remote.map(\.name))), isError: false)
        }
        return Banner(
            text: String(format: tr("Pixscout cannot reach %@ right now, so it shows its offline sample catalog."),
                chosen.name),
            actions: [.useChosenSite(name: chosen.name)], isError: false)
    }

    /// One of All sites failed: named, with Retry, above the others' images.
    static func failureNote(_ site: SiteDescription, _ error: NetworkError) -> Banner {
        Banner(text: error.message(service: site.name) + " " + tr("The other sites' images are shown."),
            actions: [.retry], isError: false)
    }

    /// Few enough requests left that a person paging on should know: Unsplash's demo keys
    /// allow 50 an hour.
    static let fewRequests = 10

    /// "Unsplash allows 4 more requests for now" for the site with the fewest left, when
    /// that is few; nil otherwise.
    static func fewRequestsLeft(_ left: [SiteID: Int]) -> String? {
        guard let (site, count) = left.filter({ $0.value <= fewRequests })
            .min(by: { ($0.value, $0.key.rawValue) < ($1.value, $1.key.rawValue) }) else { return nil }
        return String(format: trn("%1$@ allows %2$ld more request for now", "%1$@ allows %2$ld more requests for now",
            count), site.name, count)
    }

    /// "Openverse, Wikimedia Commons and Pixabay".
    static func all(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : String(format: tr("%1$@ and %2$@"), names.dropLast().joined(separator: ", "),
            names.last ?? "")
    }

    /// "Openverse or Wikimedia Commons".
    static func any(_ names: [String]) -> String {
        names.count < 2 ? names.joined() : String(format: tr("%1$@ or %2$@"), names.dropLast().joined(separator: ", "),
            names.last ?? "")
    }
}
