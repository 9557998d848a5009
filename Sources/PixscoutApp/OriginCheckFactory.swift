import CurlKit
import Foundation
import PixscoutLocalization
import PixscoutModel

/// The check of a document's pictures, as the command line and the window make it: the
/// library's ledger, libvips (and gdk-pixbuf for BMP) for a picture's look, and the sites that
/// find a file by its hash (Wikimedia Commons) when there is a network, asked only when the
/// person says so, each request within ``CommonsLookup/requestSeconds``, their answers kept in
/// the API cache.
enum OriginCheckFactory {
    /// - Parameter apiURL: a site's endpoint when the command line or a test names one.
    static func make(ledger: (any LedgerReading)?, network: (any Networking)?,
        apiURL: @escaping (SiteID) -> String?, cache: (any ResponseCaching)?) -> OriginCheck {
        let lookup = network.map { network in
            let capped = DeadlineCappedNetwork(network, seconds: CommonsLookup.requestSeconds)
            return CommonsLookup(sites: SiteID.findingByHash.compactMap { site in
                (apiURL(site) ?? site.defaultAPIURL).flatMap { url in
                    site.hashLookup(SiteDescriptor.Parts(network: capped, baseURL: url, key: nil, cache: cache,
                        checking: false, language: Localization.languageCode))
                }
            })
        }
        return OriginCheck(ledger: ledger, fingerprinting: PictureFingerprinter(), commons: lookup)
    }

    /// The API cache on disk, as the window keeps it, for the command line.
    static func standardCache() -> any ResponseCaching {
        let folder = XDGDirectory.cache.pixscoutFolder()
        return ResponseCache(folder: CacheFolder(url: folder.appendingPathComponent("api"), root: folder,
            limitBytes: ResponseCache.defaultDiskLimitBytes))
    }
}
