extension SiteID {
    public static let commons = SiteID(naming: "commons")
}

extension CommonsSite {
    /// Wikimedia Commons: keyless; it follows an author by the user their link names, and
    /// files like one; its thumbnails are rendered at the width asked; its files keep their
    /// names, and it finds one by the SHA-1 of its bytes.
    static let descriptor = SiteDescriptor(
        id: .commons, name: { "Wikimedia Commons" }, defaultAPIURL: CommonsRequest.defaultBaseURL,
        homePage: "https://commons.wikimedia.org/", supportedFilters: [.imageType, .order],
        threadKinds: [.author, .similar], keepsFileNames: true,
        findsBySHA1: { CommonsSite(network: $0.network, baseURL: $0.baseURL, cache: $0.cache) },
        readsAnswer: { data in
            let headers = ["retry-after": String(decoding: data.prefix(8), as: UTF8.self)]
            _ = try? CommonsSite.images(inAnswer: HTTPResponse(status: 200, headers: headers, body: data))
        },
        make: { CommonsSite(network: $0.network, baseURL: $0.baseURL, cache: $0.cache) },
        threads: { image in
            [
                image.creator.flatMap { SearchThread(query: "author:\(ImageEntity.commonsUser($0) ?? $0.name)") },
                ImageEntity.wikiTitle(in: image.pageURL, namespace: "File:")
                    .flatMap { SearchThread(query: "similar:commons:File:\($0)") },
            ].compactMap { $0 }
        },
        rendition: { image, width, _ in
            guard let preview = image.previewURL, width > CommonsRequest.rowThumbnailWidth else {
                return image.previewURL
            }
            return CommonsThumbnails.rowRendition(preview, wanted: width, originalWidth: image.pageImageWidth)
        })
}
