import Foundation
import PixscoutLocalization

/// Everything that can go wrong between Pixscout and an image server, each with a sentence a
/// person understands and a way forward.
public enum NetworkError: Error, Sendable, Equatable {
    /// DNS or connect failures: nothing answered.
    case serverNotReached
    /// The server did not finish its answer in the time a transfer is given.
    case timedOut
    case connectionLost
    /// Bad JSON, missing fields, an oversized body or other unexpected content.
    case incorrectDataReturned
    case invalidAPIKey
    /// HTTP 429 or an exhausted rate limit; carries the wait when the server said.
    case rateLimited(resetSeconds: Int?)
    case serverError(status: Int)
    /// Any other refusal (4xx), such as a page past the end of the results.
    case requestRejected(status: Int)
    /// The API answered with an error of its own (Wikimedia's `error.code`, sent with HTTP 200).
    case serviceError(code: String)
    /// The system's libcurl lacks an option Pixscout needs to fetch safely.
    case networkLibraryUnsupported
    case cancelled

    /// The sentence for a person, naming the server: "Openverse", "the image server".
    public func message(service: String) -> String {
        switch self {
        case .serverNotReached:
            String(format: tr("Pixscout could not reach %@. Check your internet connection, then try again."), service)
        case .timedOut:
            String(format: tr("%@ took too long to answer. Try again."), service)
        case .connectionLost:
            String(format: tr("Pixscout lost its connection to %@. Try again."), service)
        case .incorrectDataReturned:
            String(format: tr("Pixscout cannot read what %@ sent. Try again later."), service)
        case .invalidAPIKey:
            String(format: tr("%@ did not accept the API key. Check the key in Preferences."), service)
        case .rateLimited(let seconds?):
            String(format: tr("Pixscout has reached the rate limit of %@; you can search again in %ld s."), service,
                seconds)
        case .rateLimited(nil):
            String(format: tr("Pixscout has reached the rate limit of %@. Wait a minute, then try again."), service)
        case .serverError(let status):
            String(format: tr("Pixscout got an error from %@ (HTTP %ld). Try again in a moment."), service, status)
        case .requestRejected(let status):
            String(format: tr("The request was turned down by %@ (HTTP %ld). Change the search and try again."),
                service, status)
        case .serviceError(let code):
            String(format: tr("%@ could not answer this search (%@). Try again later."), service, code)
        case .networkLibraryUnsupported:
            tr("Pixscout cannot fetch images safely with this system's libcurl. Update libcurl, then start Pixscout again.")
        case .cancelled:
            tr("The request was cancelled.")
        }
    }

    /// The sentence for a person, when the server has no better name.
    public var message: String {
        message(service: tr("the image server"))
    }
}

extension NetworkError: CustomStringConvertible {
    public var description: String { message }
}
