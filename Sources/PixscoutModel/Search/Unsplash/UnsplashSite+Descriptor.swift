extension SiteID {
    public static let unsplash = SiteID(naming: "unsplash")
}

extension UnsplashSite {
    /// Unsplash: searched with the person's key; its guidelines ask for "Photo by NAME on
    /// Unsplash"; it follows a photographer by the user name their link ends in.
    static let descriptor = SiteDescriptor(
        id: .unsplash, name: { "Unsplash" }, defaultAPIURL: UnsplashRequest.defaultBaseURL, homePage: home,
        asksForPhotoByline: true, supportedFilters: [.orientation, .colors, .order, .safeSearch],
        threadKinds: [.author], keyVariable: "UNSPLASH_ACCESS_KEY", keyPage: "https://unsplash.com/developers",
        readsAnswer: { data in
            guard let key = APIKey("fuzz") else { return }
            _ = try? UnsplashSite.page(fromAnswer: HTTPResponse(status: 200, body: data),
                of: UnsplashRequest(apiKey: key, query: "q", page: 2))
        },
        make: { parts in
            parts.key.map {
                UnsplashSite(network: parts.network, baseURL: parts.baseURL, apiKey: $0, cache: parts.cache)
            }
        },
        altText: { $0.summary ?? $0.title },
        threads: { image in
            [image.creator.flatMap { ImageEntity.lastPathPart(of: $0.profileURL) }
                .flatMap { SearchThread(query: "author:\($0)") }].compactMap { $0 }
        },
        rendition: { image, width, _ in
            // `small` is 400 px wide; `regular`, 1080.
            width > UnsplashPhoto.smallWidth ? image.imageURL ?? image.previewURL : image.previewURL
        })
}
