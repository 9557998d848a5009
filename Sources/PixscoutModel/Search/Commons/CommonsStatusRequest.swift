/// Commons' pages by id, up to 50 at a time, with their image information: what a recheck asks
/// of files used. A page that is gone comes back `missing`.
struct CommonsStatusRequest {
    static let maxPages = 50

    let baseURL: String
    let pageIDs: [String]

    var apiRequest: APIRequest {
        let url = URLQuery.url(baseURL, [
            ("action", "query"), ("format", "json"), ("formatversion", "2"),
            ("pageids", pageIDs.joined(separator: "|")), ("prop", "imageinfo"),
            ("iiprop", "url|size|mime|extmetadata"), ("iiurlwidth", String(CommonsRequest.rowThumbnailWidth)),
            ("iiextmetadatafilter", CommonsRequest.metadataFields),
        ])
        return APIRequest(url: url, cacheKey: url)
    }
}
