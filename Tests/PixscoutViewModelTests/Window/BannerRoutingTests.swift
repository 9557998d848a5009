import PixscoutModel
import XCTest
@testable import PixscoutViewModel

/// Each button of a banner goes to what it names, through the window view model.
@MainActor
final class BannerRoutingTests: XCTestCase {
    func testTheBannersPreferencesButtonAsksTheViewForPreferences() async {
        let viewModel = makeWindowModel(makeSearchedSites(StubSite(["bad": .failure(.invalidAPIKey)])))
        var wanted = 0
        let token = viewModel.preferencesWanted.observe { wanted += 1 }
        viewModel.search.search(query: "bad")
        await waitUntil("the banner") { viewModel.messages.banner.value?.actions == [.openPreferences] }
        XCTAssertEqual(wanted, 0, "nothing opens by itself")
        viewModel.messages.perform(.openPreferences)
        XCTAssertEqual(wanted, 1)
        withExtendedLifetime(token) {}
    }
}
