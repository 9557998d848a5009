import Foundation
import PixscoutModel
import XCTest
@testable import PixscoutViewModel

/// The detail pane of an image that was used says when and where, newest first, its file named
/// from the home folder, and reads the ledger again after a new use.
@MainActor
final class DetailUsesTests: XCTestCase {
    func testTheLatestUsesAreListedNewestFirstAndReadAgainAfterANewUse() async {
        let home = FileManager.default.homeDirectoryForCurrentUser.path
        let day = Date(timeIntervalSince1970: 1_795_000_000)
        var ledger = [
            ImageUse(kind: .saved, date: day, destination: home + "/Slides/sky.jpg", isChanged: true),
            ImageUse(kind: .copied, date: day.addingTimeInterval(-60), destination: nil),
        ]
        let viewModel = ImageDetailViewModel(
            image: makeImage(id: 3), loader: PreviewLoader(fetcher: StubImageFetcher(), decoder: StubPreviewDecoder()),
            downloader: StubImageDownloader(), pages: PageOpener(policy: PageLinkPolicy(allowedHost: nil),
                urlOpener: StubURLOpener()) { _ in },
            locale: Locale(identifier: "en_US"), ledger: { ledger })
        XCTAssertEqual(viewModel.uses.value, [], "nothing until the ledger is read")
        viewModel.loadImages()
        await waitUntil("the uses") { !viewModel.uses.value.isEmpty }
        let style = Date.FormatStyle(date: .abbreviated, time: .shortened, locale: Locale(identifier: "en_US"))
        XCTAssertEqual(viewModel.uses.value, [
            "Fitted and saved as ~/Slides/sky.jpg on \(day.formatted(style))",
            "Copied on \(day.addingTimeInterval(-60).formatted(style))",
        ])

        ledger.insert(ImageUse(kind: .wallpaper, date: day.addingTimeInterval(60), destination: "/x.jpg"), at: 0)
        viewModel.loadUses()
        await waitUntil("the new use") { viewModel.uses.value.count == 3 }
        XCTAssertTrue(viewModel.uses.value[0].hasPrefix("Made the wallpaper on "), viewModel.uses.value[0])
    }
}
