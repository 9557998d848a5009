import Foundation
import PixscoutModel
import XCTest
@testable import PixscoutViewModel

/// A shelf of the library, like a search, shows only the images whose licence allows the use
/// chosen in "What is it for?", read again at each reload (new filters reload the shelf shown:
/// `WindowRoutingTests`). The library's view model alone, over a stub library.
@MainActor
final class LibraryShelfUseTests: XCTestCase {
    func testAStarredNonCommercialImageIsLeftOutUnderCommercialUse() async throws {
        let store = StubLibrary()
        let nonCommercial = makeImage(id: 1, license: .creativeCommons(code: "by-nc", version: "4.0", url: nil))
        let unknown = makeImage(id: 2, license: nil)
        let free = makeImage(id: 3, license: .creativeCommons(code: "by", version: "4.0", url: nil))
        try await store.setStarred([nonCommercial, unknown, free], true, thumbnails: [:])
        let access = LibraryAccess()
        access.settle(store.opened())
        var use = SearchFilters.Use.commercial
        let library = LibraryViewModel(access: access, messages: MessagesViewModel.standalone) { use }
        var shown: [[String]] = []
        let token = library.events.observe { event in
            if case .firstPage(let images) = event { shown.append(images.map(\.id)) }
        }
        library.activate()
        await waitUntil("the shelf") { shown.count == 1 }
        XCTAssertEqual(shown.last, ["3"])
        XCTAssertEqual(library.status.value, .shown(count: 1))
        use = .any
        library.reload()
        await waitUntil("the shelf again") { shown.count == 2 }
        XCTAssertEqual(shown.last.map(Set.init), ["1", "2", "3"])
        withExtendedLifetime(token) {}
    }
}
