/// `data/catalog.json`, as `scripts/make-sample-catalog` writes it.
struct SampleCatalog: Decodable {
    let images: [SampleCatalogEntry]
}
