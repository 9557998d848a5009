/// Puts several sites' results in one list: the first of each, then the second of each,
/// in the sites' order, and one picture once, as the richer record that says where else
/// it is. It remembers what it has placed, so each page only adds what is new.
struct RankMerge: Sendable {
    /// Where each picture went, by ``ImageEntity/sameImageKey`` and by site key.
    private var placed: [String: Int] = [:]
    private(set) var images: [ImageEntity] = []

    init() {}

    /// Adds one page from each site, interleaved by rank. Returns the earlier results that
    /// a duplicate made richer (to say "also on"), each by the key it was shown under, and the
    /// range added at the end.
    @discardableResult
    mutating func add(_ pages: [[ImageEntity]]) -> (changed: [(shownKey: String, image: ImageEntity)],
        added: Range<Int>) {
        let start = images.count
        var changed: [Int: String] = [:]
        let deepest = pages.map(\.count).max() ?? 0
        for rank in 0..<deepest {
            for page in pages where rank < page.count {
                let image = page[rank]
                if let index = placed[image.key] ?? placed[image.sameImageKey] {
                    let merged = images[index].merged(with: image)
                    guard merged != images[index] else { continue }
                    if index < start, changed[index] == nil { changed[index] = images[index].key }
                    images[index] = merged
                    placed[merged.key] = index
                    continue
                }
                placed[image.key] = images.count
                placed[image.sameImageKey] = images.count
                images.append(image)
            }
        }
        return (changed.sorted { $0.key < $1.key }.map { ($0.value, images[$0.key]) }, start..<images.count)
    }
}
