import CurlKit
import Foundation
import PixscoutModel

/// The check of a document's pictures, as the command line and the window make it: the
/// library's ledger, libvips for a picture's look, and Wikimedia Commons unless offline.
enum OriginCheckFactory {
    static func make(ledger: (any LedgerReading)?, network: (any Networking)?, commonsURL: String?) -> OriginCheck {
        let commons = network.map { CommonsSite(network: $0, baseURL: commonsURL ?? CommonsRequest.defaultBaseURL) }
        let fingerprinting = VipsPictureFingerprinter()
        return OriginCheck(ledger: ledger, fingerprinting: fingerprinting, commons: commons.map { site in
            { @Sendable sha1 in
                do throws(NetworkError) {
                    return try await site.file(withSHA1: sha1)
                } catch {
                    Log.info("Commons could not be asked about a file: \(error)")
                    return nil
                }
            }
        })
    }
}
