import CurlKit
import Foundation
import PixscoutModel

/// The check of a document's pictures, as the command line and the window make it: the
/// library's ledger, libvips (and gdk-pixbuf for BMP) for a picture's look, and Wikimedia
/// Commons when there is a network, asked only when the person says so, each request within
/// ``CommonsLookup/requestSeconds``, its answers kept in the API cache.
enum OriginCheckFactory {
    static func make(ledger: (any LedgerReading)?, network: (any Networking)?, commonsURL: String?,
        cache: (any ResponseCaching)?) -> OriginCheck {
        let commons = network.map { network in
            CommonsSite(network: DeadlineCappedNetwork(network, seconds: CommonsLookup.requestSeconds),
                baseURL: commonsURL ?? CommonsRequest.defaultBaseURL, cache: cache)
        }
        return OriginCheck(ledger: ledger, fingerprinting: PictureFingerprinter(), commons: commons.map { site in
            CommonsLookup { sha1 throws(NetworkError) in
                do throws(NetworkError) {
                    return try await site.file(withSHA1: sha1)
                } catch {
                    Log.info("Commons could not be asked about a file: \(error)")
                    throw error
                }
            }
        })
    }

    /// The API cache on disk, as the window keeps it, for the command line.
    static func standardCache() -> any ResponseCaching {
        let folder = XDGDirectory.cache.pixscoutFolder()
        return ResponseCache(folder: CacheFolder(url: folder.appendingPathComponent("api"), root: folder,
            limitBytes: ResponseCache.defaultDiskLimitBytes))
    }
}
