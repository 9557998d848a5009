import Foundation

/// ``ImageSearching`` over the Pixabay API, or any server that speaks its format.
public final class ImageSearch: ImageSearching {
    private let network: any Networking
    private let baseURL: String
    private let apiKey: APIKey?

    public init(network: any Networking, baseURL: String = PixabayRequest.defaultBaseURL, apiKey: APIKey?) {
        self.network = network
        self.baseURL = baseURL
        self.apiKey = apiKey
    }

    public func search(query: String, page: Int, perPage: Int, filters: SearchFilters) async throws(NetworkError)
        -> ResponseEntity
    {
        let request = PixabayRequest(
            baseURL: baseURL, apiKey: apiKey, query: query, page: page, perPage: perPage, filters: filters)
        let response = try await network.get(request.url)
        if let error = response.error {
            throw error
        }
        do {
            return try JSONDecoder().decode(ResponseEntity.self, from: response.body)
        } catch {
            throw .incorrectDataReturned
        }
    }
}
