import Foundation

/// ``ImageSite`` over Wikimedia Commons' Action API: one request at a time, as Wikimedia
/// asks; each batch followed through every `continue` key until `batchcomplete`; errors sent
/// with HTTP 200 taken as errors; answers kept for 24 hours.
public final class CommonsSite: ImageSite, HashLookup {
    /// Requests for one batch at most: an answer that never completes its batch ends there.
    static let maxRequestsPerBatch = 8
    /// When `maxlag` or a rate limit comes without `Retry-After`.
    static let busyWait = 5

    public let description: SiteDescription
    private let endpoint: APIEndpoint

    public init(
        network: any Networking, baseURL: String = CommonsRequest.defaultBaseURL, cache: (any ResponseCaching)? = nil,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        endpoint = APIEndpoint(.commons, baseURL: baseURL, network: network, cache: cache, oneRequestAtATime: true,
            now: now)
        description = SiteDescription(
            keylessAPI: .commons, baseURL: baseURL,
            previewOrigin: baseURL == CommonsRequest.defaultBaseURL ? "https://upload.wikimedia.org/" : nil)
    }

    public func search(query: String, page: PageToken?,
        filters: SearchFilters) async throws(NetworkError) -> ResultPage {
        var batch = CommonsBatch()
        var request = CommonsRequest(baseURL: endpoint.baseURL, query: query, continuation: page?.continuation ?? [:],
            filters: filters)
        let start = request.offset
        var next: [String: String] = [:]
        var suggestion: String?
        for _ in 0..<Self.maxRequestsPerBatch {
            let response = try await endpoint.client.fetch(request.apiRequest, decode: Self.decode)
            batch.add(response.pages)
            if start == 0, suggestion == nil { suggestion = Self.suggestion(response.suggestion, for: query) }
            if response.batchComplete {
                next = response.continuation
                break
            }
            let rest = CommonsRequest(baseURL: endpoint.baseURL, query: query, continuation: response.continuation,
                filters: filters)
            guard !rest.continuation.isEmpty, rest.continuation != request.continuation else { break }
            request = rest
        }
        let nextRequest = CommonsRequest(baseURL: endpoint.baseURL, query: query, continuation: next, filters: filters)
        let more = !nextRequest.continuation.isEmpty && nextRequest.offset > start
        return ResultPage(
            images: batch.images(), totalCount: nil,
            next: more ? PageToken(nextRequest.offset, continuation: nextRequest.continuation) : nil,
                suggestion: suggestion)
    }

    /// The Commons file whose bytes have this SHA-1 (hex), with its licence and author; nil
    /// when Commons has none.
    public func image(withSHA1 sha1: String) async throws(NetworkError) -> ImageEntity? {
        guard sha1.count == 40, sha1.allSatisfy(\.isHexDigit) else { return nil }
        let request = CommonsFileRequest(baseURL: endpoint.baseURL, sha1: sha1.lowercased())
        var batch = CommonsBatch()
        batch.add(try await endpoint.client.fetch(request.apiRequest, decode: Self.decode).pages)
        return batch.images().first
    }

    /// Each file's licence now, or that it is gone: 50 pages a request, one request at a time.
    public func currentStatus(of images: [ImageEntity]) async throws(NetworkError) -> [String: SiteStatus]? {
        let ids = images.map(\.id).filter { !$0.isEmpty && $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }
        var found: [String: SiteStatus] = [:]
        for start in stride(from: 0, to: ids.count, by: CommonsStatusRequest.maxPages) {
            let chunk = Array(ids[start..<min(start + CommonsStatusRequest.maxPages, ids.count)])
            let request = CommonsStatusRequest(baseURL: endpoint.baseURL, pageIDs: chunk)
            let answer = try await endpoint.client.fetch(request.apiRequest, decode: Self.decode)
            var batch = CommonsBatch()
            batch.add(answer.pages)
            let present = Dictionary(batch.images().map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
            // Gone only where Commons says so: a page it did not describe in full is left unasked.
            for id in chunk {
                if let image = present[id] {
                    found[id] = .present(image.license)
                } else if let pageID = Int64(id), answer.missingPageIDs.contains(pageID) {
                    found[id] = .removed
                }
            }
        }
        return found
    }

    /// Commons' suggestion as words to search: without the keywords Pixscout added, one line of
    /// believable length, and only when it differs from what was searched.
    static func suggestion(_ suggested: String?, for query: String) -> String? {
        guard let suggested, SearchThread(query: query) == nil else { return nil }
        let words = suggested.split(whereSeparator: \.isWhitespace)
            .filter { !CommonsRequest.isAddedKeyword($0) }.joined(separator: " ")
        let query = query.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !words.isEmpty, words.count <= 200, !words.contains(where: \.isNewline),
              !words.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }),
              words.lowercased() != query.lowercased()
        else { return nil }
        return words
    }

    /// The images one answer (one part of a batch) holds, for callers that read answers
    /// themselves; throws the error the answer holds.
    public static func images(inAnswer answer: HTTPResponse) throws(NetworkError) -> [ImageEntity] {
        var batch = CommonsBatch()
        batch.add(try decode(answer).pages)
        return batch.images()
    }

    /// Commons' answer, or the error it holds: Commons reports errors with HTTP 200.
    static func decode(_ answer: HTTPResponse) throws(NetworkError) -> CommonsResponse {
        let response = try JSONBody.decode(CommonsResponse.self, from: answer.body)
        if let error = response.error {
            throw networkError(code: error.code, headers: answer.headers)
        }
        return response
    }

    /// `maxlag`, `ratelimited` and "too busy" ask for a wait; any other code is an error of
    /// the search, named by its code (letters only: it is shown to the person).
    static func networkError(code: String, headers: [String: String]) -> NetworkError {
        let code = String(code.lowercased().filter { $0.isASCII
            && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") }.prefix(40))
        guard ["maxlag", "ratelimited", "readonly"].contains(code) || code.contains("busy") else {
            return .serviceError(code: code.isEmpty ? "unknown" : code)
        }
        let wait = headers["retry-after"].flatMap { RateLimitHeaders.seconds(inRetryAfter: $0, now: Date()) }
        return .rateLimited(resetSeconds: wait.map { Int($0) } ?? busyWait)
    }
}
