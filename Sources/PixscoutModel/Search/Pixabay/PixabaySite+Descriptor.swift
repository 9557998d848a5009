extension SiteID {
    public static let pixabay = SiteID(naming: "pixabay")
}

extension PixabaySite {
    /// Pixabay: searched with the person's key, which opens it when no site was chosen; its
    /// previews are 150 px at most, and its web format is the next size up.
    static let descriptor = SiteDescriptor(
        id: .pixabay, name: { "Pixabay" }, defaultAPIURL: PixabayRequest.defaultBaseURL,
        homePage: "https://pixabay.com/", supportedFilters: Set(SearchFilters.Kind.allCases),
        keyVariable: "PIXABAY_API_KEY", keyPage: "https://pixabay.com/api/docs/",
        // The first site with keys: its key's file keeps the name it always had.
        keyFileName: "config", opensOnSavedKey: true,
        readsAnswer: { data in
            _ = try? PixabaySite.page(fromAnswer: HTTPResponse(status: 200, body: data),
                of: PixabayRequest(baseURL: PixabayRequest.defaultBaseURL, apiKey: nil, query: "q", page: 3),
                site: "https://pixabay.com/")
        },
        make: { parts in
            parts.key.map {
                PixabaySite(network: parts.network, baseURL: parts.baseURL, apiKey: $0, cache: parts.cache,
                    perPage: parts.checking ? 3 : defaultPerPage, language: parts.language)
            }
        },
        rendition: ImageEntity.webFormatRendition)
}
