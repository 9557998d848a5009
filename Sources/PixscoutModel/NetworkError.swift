/// Everything that can go wrong between Pixscout and an image server, each with a sentence a
/// person understands and a way forward.
public enum NetworkError: Error, Sendable, Equatable {
    /// DNS, connect or time-out failures: nothing answered.
    case serverNotReached
    case connectionLost
    /// Bad JSON, missing fields, an oversized body or other unexpected content.
    case incorrectDataReturned
    case invalidAPIKey
    /// HTTP 429; carries `X-RateLimit-Reset` when the server sent it.
    case rateLimited(resetSeconds: Int?)
    case serverError(status: Int)
    /// Any other refusal (4xx), such as a page past the end of the results.
    case requestRejected(status: Int)
    case cancelled

    public var message: String {
        switch self {
        case .serverNotReached:
            "Pixscout could not reach the image server. Check your internet connection, then try again."
        case .connectionLost:
            "The connection to the image server was lost. Try again."
        case .incorrectDataReturned:
            "The image server sent something Pixscout cannot read. Try again later."
        case .invalidAPIKey:
            "Pixabay did not accept the API key. Check the key in Preferences."
        case .rateLimited(let seconds?):
            "Pixabay's rate limit is reached; you can search again in \(seconds) s."
        case .rateLimited(nil):
            "Pixabay's rate limit is reached. Wait a minute, then try again."
        case .serverError(let status):
            "The image server has a problem (HTTP \(status)). Try again in a moment."
        case .requestRejected(let status):
            "The image server turned this request down (HTTP \(status)). Change the search and try again."
        case .cancelled:
            "The request was cancelled."
        }
    }
}

extension NetworkError: CustomStringConvertible {
    public var description: String { message }
}
