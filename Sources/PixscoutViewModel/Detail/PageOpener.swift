import PixscoutLocalization
import PixscoutModel

/// Hands links from search results to the browser when the site's policy allows them, and
/// says why not otherwise.
@MainActor
struct PageOpener {
    let policy: PageLinkPolicy
    let urlOpener: any URLOpening
    /// Shows a refusal or a failure to the person.
    let report: @MainActor (Banner) -> Void

    func open(_ link: String) {
        guard policy.allows(link) else {
            let text = policy.allowedHost.map {
                String(format: tr("Pixscout did not open this link: it does not lead to %@."), $0)
            } ?? tr("Pixscout did not open this link: it is not a web page.")
            report(Banner(text: text))
            return
        }
        if let failure = urlOpener.open(link) {
            report(Banner(text: String(format: tr("Pixscout could not open the page in a browser: %@"), failure)))
        }
    }
}
