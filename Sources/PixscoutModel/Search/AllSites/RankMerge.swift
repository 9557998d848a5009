/// Puts several sites' results in one list: the first of each, then the second of each,
/// in the sites' order, and one picture once, as the richer record that says where else
/// it is. It remembers what it has placed, so each page only adds what is new.
struct RankMerge: Sendable {
    /// Where each picture went, by ``ImageEntity/sameImageKey`` and by site key.
    private var placed: [String: Int] = [:]
    private(set) var images: [ImageEntity] = []
    /// Each picture's ``ImageEntity/sameImageKey`` by its site key, made once: reading a page's
    /// address apart is slow, and a merge begun again as another site answers (on the main
    /// thread) would read every address of the first pages anew.
    private(set) var sameImageKeys: [String: String]

    init(sameImageKeys: [String: String] = [:]) {
        self.sameImageKeys = sameImageKeys
    }

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
                let key = image.key
                let sameKey = sameImageKey(of: image, key: key)
                if let index = placed[key] ?? placed[sameKey] {
                    let merged = images[index].merged(with: image)
                    guard merged != images[index] else { continue }
                    if index < start, changed[index] == nil { changed[index] = images[index].key }
                    images[index] = merged
                    placed[merged.key] = index
                    continue
                }
                placed[key] = images.count
                placed[sameKey] = images.count
                images.append(image)
            }
        }
        return (changed.sorted { $0.key < $1.key }.map { ($0.value, images[$0.key]) }, start..<images.count)
    }

    private mutating func sameImageKey(of image: ImageEntity, key: String) -> String {
        if let known = sameImageKeys[key] { return known }
        let made = image.sameImageKey
        sameImageKeys[key] = made
        return made
    }
}
