extension SiteID {
    public static let pexels = SiteID(naming: "pexels")
}

extension PexelsSite {
    /// Pexels: searched with the person's key; its guidelines ask for "Photo by NAME on Pexels".
    static let descriptor = SiteDescriptor(
        id: .pexels, name: { "Pexels" }, defaultAPIURL: PexelsRequest.defaultBaseURL, homePage: home,
        asksForPhotoByline: true, supportedFilters: [.orientation, .colors, .minimumSize],
        keyVariable: "PEXELS_API_KEY", keyPage: "https://www.pexels.com/api/",
        readsAnswer: { data in
            guard let key = APIKey("fuzz") else { return }
            _ = try? PexelsSite.page(fromAnswer: HTTPResponse(status: 200, body: data),
                of: PexelsRequest(apiKey: key, query: "q", page: 2))
        },
        make: { parts in
            parts.key.map {
                PexelsSite(network: parts.network, baseURL: parts.baseURL, apiKey: $0, cache: parts.cache,
                    perPage: parts.checking ? 1 : PexelsRequest.defaultPerPage)
            }
        },
        altText: { $0.title },
        rendition: { image, width, height in
            // `medium` is 350 px high; `large` fits 940 x 650.
            guard height > PexelsPhoto.mediumHeight else { return image.previewURL }
            let large = height > PexelsPhoto.large.height || width > PexelsPhoto.large.width
            return (large ? image.largeImageURL : image.imageURL) ?? image.previewURL
        })
}
