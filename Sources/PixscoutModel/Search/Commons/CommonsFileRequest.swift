/// Commons' own lookup of a file by its SHA-1 (`list=allimages&aisha1=`, as a generator), with
/// the same image information a search gives: an unchanged Commons file, named with its licence
/// and author.
struct CommonsFileRequest {
    let baseURL: String
    let sha1: String

    var apiRequest: APIRequest {
        let url = URLQuery.url(baseURL, [
            ("action", "query"), ("format", "json"), ("formatversion", "2"),
            ("generator", "allimages"), ("gaisha1", sha1), ("gailimit", "1"),
            ("prop", "imageinfo"), ("iiprop", "url|size|mime|extmetadata"),
            ("iiurlwidth", String(CommonsRequest.rowThumbnailWidth)),
            ("iiextmetadatafilter", CommonsRequest.metadataFields),
        ])
        return APIRequest(url: url, cacheKey: url)
    }
}
