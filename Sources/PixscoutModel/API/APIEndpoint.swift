import Foundation

/// Where a site's API lives and how its answers are fetched (the 24-hour cache, the rate
/// limit, one request at a time where asked): the setup every API site shares.
struct APIEndpoint: Sendable {
    let baseURL: String
    let client: APIClient

    init(
        _ site: SiteID, baseURL: String, network: any Networking, cache: (any ResponseCaching)?,
        oneRequestAtATime: Bool = false, now: @escaping @Sendable () -> Date
    ) {
        self.baseURL = baseURL
        client = APIClient(
            network: network, cache: cache, siteName: site.name, oneRequestAtATime: oneRequestAtATime, now: now)
    }
}
