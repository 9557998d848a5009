/// One image of `data/catalog.json`.
struct SampleCatalogEntry: Decodable {
    let id: UInt64
    let file: String
    let type: String
    let tags: String
    let imageWidth: Int
    let imageHeight: Int
    let previewWidth: Int
    let previewHeight: Int
    let webformatWidth: Int
    let webformatHeight: Int
    let views: Int64
    let downloads: Int64
    let likes: Int64
    let user: String
    let avatar: Bool
}
