extension SiteID {
    public static let openverse = SiteID(naming: "openverse")
}

extension OpenverseSite {
    /// Openverse: keyless, and the site opened first; it follows an image's author, its source
    /// and images like it.
    static let descriptor = SiteDescriptor(
        id: .openverse, name: { "Openverse" }, defaultAPIURL: OpenverseRequest.defaultBaseURL,
        homePage: "https://openverse.org/", supportedFilters: [.imageType, .orientation, .safeSearch],
        threadKinds: [.author, .source, .similar], opensFirst: true,
        readsAnswer: { data in
            _ = try? OpenverseSite.page(fromAnswer: HTTPResponse(status: 200, body: data),
                of: OpenverseRequest(query: "q", page: 2))
        },
        make: { OpenverseSite(network: $0.network, baseURL: $0.baseURL, cache: $0.cache) },
        threads: { image in
            [
                image.creator.flatMap { SearchThread(query: "author:\($0.name)") },
                OpenverseImage.sourceCode(image.sourceName).flatMap { SearchThread(query: "source:\($0)") },
                SearchThread(query: "similar:openverse:\(image.id)"),
            ].compactMap { $0 }
        })
}
