import Foundation
import PixscoutModel
@testable import PixscoutViewModel

/// The library in memory, as the view models see it; its writes fail when told to.
final class StubLibrary: LibraryStoring, @unchecked Sendable {
    private let lock = NSLock()
    private var images: [String: ImageEntity] = [:]
    private var thumbnails: [String: Data] = [:]
    private var stars: [String] = []
    private var collectionList: [LibraryCollection] = []
    private var items: [Int64: [String]] = [:]
    private var uses: [(key: String, use: ImageUse)] = []
    private var views: [String] = []
    private var searches: [String] = []
    private var remembers = true
    private var clock = 0.0
    /// Every write fails with this, while set.
    var failure: LibraryError? {
        get { lock.withLock { failing } }
        set { lock.withLock { failing = newValue } }
    }
    private var failing: LibraryError?

    private func write<Value>(_ change: () throws(LibraryError) -> Value) throws(LibraryError) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let failing { throw failing }
        clock += 1
        return try change()
    }

    private func keep(_ images: [ImageEntity], _ thumbnails: [String: Data]) {
        for image in images {
            self.images[image.key] = image
            if let thumbnail = thumbnails[image.key] { self.thumbnails[image.key] = thumbnail }
        }
    }

    var starredImages: [ImageEntity] { lock.withLock { stars.compactMap { images[$0] } } }
    var recordedUses: [(image: ImageEntity,
        use: ImageUse)] { lock.withLock { uses.compactMap { use in images[use.key].map { ($0, use.use) } } } }
    var viewedKeys: [String] { lock.withLock { views } }
    var keptThumbnailKeys: Set<String> { lock.withLock { Set(thumbnails.keys) } }

    func setStarred(_ images: [ImageEntity], _ starred: Bool, thumbnails: [String: Data]) async throws(LibraryError) {
        try write { () throws(LibraryError) in
            keep(images, thumbnails)
            for image in images {
                stars.removeAll { $0 == image.key }
                if starred { stars.insert(image.key, at: 0) }
            }
        }
    }

    func starredKeys(among keys: [String]) async throws(LibraryError) -> Set<String> {
        lock.withLock { Set(keys).intersection(stars) }
    }

    func collections() async throws(LibraryError) -> [LibraryCollection] {
        lock.withLock { collectionList.map { LibraryCollection(id: $0.id, name: $0.name,
            count: items[$0.id]?.count ?? 0) } }
    }

    func createCollection(named name: String) async throws(LibraryError) -> LibraryCollection {
        try write { () throws(LibraryError) in
            guard !collectionList.contains(where: { $0.name.lowercased() == name.lowercased() }) else {
                throw .nameTaken(name)
            }
            let made = LibraryCollection(id: Int64(collectionList.count + 1), name: name, count: 0)
            collectionList.append(made)
            return made
        }
    }

    func renameCollection(_ id: Int64, to name: String) async throws(LibraryError) {
        try write { () throws(LibraryError) in
            collectionList = collectionList.map { $0.id == id ? LibraryCollection(id: id, name: name, count: 0) : $0 }
        }
    }

    func deleteCollection(_ id: Int64) async throws(LibraryError) {
        try write { () throws(LibraryError) in
            collectionList.removeAll { $0.id == id }
            items[id] = nil
        }
    }

    func add(_ images: [ImageEntity], toCollection id: Int64, thumbnails: [String: Data]) async throws(LibraryError) {
        try write { () throws(LibraryError) in
            keep(images, thumbnails)
            items[id, default: []].insert(contentsOf: images.map(\.key).filter { !(items[id] ?? []).contains($0) },
                at: 0)
        }
    }

    func remove(_ images: [ImageEntity], fromCollection id: Int64) async throws(LibraryError) {
        try write { () throws(LibraryError) in items[id]?.removeAll { key in images.contains { $0.key == key } } }
    }

    func collection(named name: String) async throws(LibraryError) -> LibraryCollection? {
        try await collections().first { $0.name.lowercased() == name.lowercased() }
    }

    func images(on shelf: LibraryShelf, offset: Int, limit: Int) async throws(LibraryError) -> (images: [ImageEntity],
        total: Int) {
        let keys: [String] = lock.withLock {
            switch shelf {
            case .starred: stars
            case .collection(let id): items[id] ?? []
            case .used:
                uses.reversed().map(\.key).reduce(into: []) { keys, key in if !keys.contains(key) { keys.append(key) } }
            case .history: views
            }
        }
        let page = keys.dropFirst(offset).prefix(limit)
        return lock.withLock { (page.compactMap { images[$0] }, keys.count) }
    }

    func keepThumbnails(_ thumbnails: [String: Data]) async throws(LibraryError) {
        try write { () throws(LibraryError) in
            for (key, data) in thumbnails where images[key] != nil {
                self.thumbnails[key] = data
            }
        }
    }

    func thumbnail(forPreviewAt url: String) async -> Data? {
        lock.withLock { images.values.first { $0.previewURL == url }.flatMap { thumbnails[$0.key] } }
    }

    func thumbnail(forPictureAt url: String) async -> Data? {
        lock.withLock {
            images.values.first { [$0.previewURL, $0.imageURL,
                $0.largeImageURL].contains(url) }.flatMap { thumbnails[$0.key] }
        }
    }

    func recordUse(_ image: ImageEntity, kind: ImageUse.Kind, destination: String?,
        thumbnail: Data?, isChanged: Bool, file: HandedOnFile?) async throws(LibraryError) {
        try write { () throws(LibraryError) in
            keep([image], thumbnail.map { [image.key: $0] } ?? [:])
            uses.append((image.key, ImageUse(kind: kind, date: Date(timeIntervalSince1970: clock),
                destination: destination, isChanged: isChanged, receipt: UseReceipt(image, file: file))))
        }
    }

    func usedImages() async throws(LibraryError) -> [UsedImage] {
        let used = try await images(on: .used, offset: 0, limit: .max).images
        return lock.withLock {
            used.map { image in UsedImage(image: image,
                uses: uses.filter { $0.key == image.key }.map(\.use).reversed()) }
        }
    }

    func uses(ofImageWithKey key: String) async throws(LibraryError) -> [ImageUse] {
        lock.withLock { uses.filter { $0.key == key }.map(\.use).reversed() }
    }

    func imagesSaved(in folder: String) async throws(LibraryError) -> [CreditsDocument.Entry] {
        lock.withLock {
            uses.compactMap { use in
                guard use.use.kind == .saved, let destination = use.use.destination,
                      URL(fileURLWithPath: destination).deletingLastPathComponent()
                          .path == URL(fileURLWithPath: folder).path,
                      let image = images[use.key]
                else { return nil }
                return CreditsDocument.Entry(image, fileName: URL(fileURLWithPath: destination).lastPathComponent,
                    isChanged: use.use.isChanged)
            }
        }
    }

    func recordView(_ image: ImageEntity, thumbnail: Data?) async throws(LibraryError) {
        try write { () throws(LibraryError) in
            keep([image], [:])
            views.removeAll { $0 == image.key }
            views.insert(image.key, at: 0)
        }
    }

    func recordSearch(_ query: String) async throws(LibraryError) {
        try write { () throws(LibraryError) in
            guard remembers else { return }
            searches.removeAll { $0 == query }
            searches.insert(query, at: 0)
        }
    }

    func recentSearches(limit: Int) async throws(LibraryError) -> [String] {
        lock.withLock { Array(searches.prefix(limit)) }
    }

    func clearHistory() async throws(LibraryError) {
        try write { () throws(LibraryError) in searches = [] }
    }

    var remembersSearches: Bool {
        get async { lock.withLock { remembers } }
    }

    func setRemembersSearches(_ remember: Bool) async throws(LibraryError) {
        try write { () throws(LibraryError) in
            remembers = remember
            if !remember { searches = [] }
        }
    }

    /// The library as the window view model is given it: previews from the kept thumbnails,
    /// files from `fetcher`.
    func opened(fetcher: any ImageFetching = StubImageFetcher(), note: String? = nil) -> OpenedLibrary {
        OpenedLibrary(
            store: self,
                imageFetcher: LibraryImageFetcher(library: self, remote: fetcher, local: fetcher,
                    fallsBackToThumbnails: true),
            fileFetcher: fetcher, note: note)
    }
}
