import XCTest
@testable import PixscoutModel

/// Several sites' results in one list: by rank, one picture once, the richer record kept.
final class RankMergeTests: XCTestCase {
    private func image(_ site: SiteID, _ id: String, page: String? = nil, title: String? = nil) -> ImageEntity {
        ImageEntity(
            site: site, id: id, title: title, pageURL: page ?? "https://\(site.rawValue).example/\(id)",
            previewURL: "https://cdn.example/\(id).jpg", imageURL: nil, largeImageURL: nil)
    }

    func testResultsInterleaveByEachSitesOwnRank() {
        var merge = RankMerge()
        let change = merge.add([
            [image(.openverse, "o1"), image(.openverse, "o2"), image(.openverse, "o3")],
            [image(.commons, "c1")],
            [image(.pixabay, "p1"), image(.pixabay, "p2")],
        ])
        XCTAssertEqual(merge.images.map(\.id), ["o1", "c1", "p1", "o2", "p2", "o3"])
        XCTAssertEqual(change.added, 0..<6)
        let next = merge.add([[image(.commons, "c2"), image(.openverse, "o1")]])
        XCTAssertEqual(next.added, 6..<7, "a result already shown is not shown again")
        XCTAssertEqual(merge.images.last?.id, "c2")
    }

    func testTheSameCommonsFileFromOpenverseIsShownOnceAsTheRicherRecordSayingWhereElseItIs() {
        var merge = RankMerge()
        let viaOpenverse = image(.openverse, "uuid", page: "https://commons.wikimedia.org/wiki/File:Red_fox.jpg")
        let fromCommons = image(.commons, "42", page: "https://commons.wikimedia.org/wiki/File:Red%20fox.jpg",
            title: "Red fox")
        merge.add([[viaOpenverse], [fromCommons]])
        XCTAssertEqual(merge.images.count, 1)
        XCTAssertEqual(merge.images[0].site, .commons, "the record with a title says more")
        XCTAssertEqual(merge.images[0].alsoOn, [.openverse])
    }

    func testADuplicateOnALaterPageMakesTheShownRecordSayAlsoOn() {
        var merge = RankMerge()
        merge.add([[image(.commons, "42", page: "https://commons.wikimedia.org/wiki/File:Fox.jpg", title: "Fox")]])
        let change = merge.add([[image(.openverse, "uuid", page: "http://commons.wikimedia.org/wiki/File:Fox.jpg/")]])
        XCTAssertEqual(change.added, 1..<1)
        XCTAssertEqual(change.changed.map(\.shownKey), ["commons:42"])
        XCTAssertEqual(change.changed.first?.image.alsoOn, [.openverse])
        XCTAssertEqual(merge.images[0].alsoOn, [.openverse])
        XCTAssertEqual(merge.images[0].site, .commons)
    }

    func testSameImageKeysIgnoreSchemeCaseEscapesAndTrailingSlashes() {
        XCTAssertEqual(image(.openverse, "a", page: "https://www.Flickr.com/photos/x/1/").sameImageKey,
                       image(.commons, "b", page: "http://flickr.com/photos/x/1").sameImageKey)
        XCTAssertNotEqual(image(.openverse, "a", page: "https://flickr.com/photos/x/1").sameImageKey,
                          image(.openverse, "b", page: "https://flickr.com/photos/x/2").sameImageKey)
        let file = "https://commons.wikimedia.org/wiki/File:"
        XCTAssertEqual(image(.openverse, "a", page: file + "Caf%C3%A9_de_Flore.jpg").sameImageKey,
                       image(.commons, "b", page: file + "Café de Flore.jpg").sameImageKey)
        XCTAssertEqual(image(.openverse, "a", page: "HTTPS://WWW.Example.org/Été%20Photo.jpg#top//").sameImageKey,
                       "example.org/été_photo.jpg")
        // An escape cut short leaves the address as it was written, as Foundation's decoding does.
        XCTAssertEqual(image(.openverse, "a", page: "https://example.org/100%zz").sameImageKey, "example.org/100%zz")
    }
}
