import Foundation
import PixscoutModel
import XCTest
@testable import PixscoutViewModel

/// Which site the window opens on, given a key or none, a keyring that answers late or
/// never, and what it shows first: start-up alone, over stubs of the search and the banner.
@MainActor
final class StartupViewModelTests: XCTestCase {
    /// A keyring that answers when the test says so, and counts how often it was asked.
    private final class Keyring: @unchecked Sendable {
        private let answer: APIKeyLookup
        private let gate = DispatchSemaphore(value: 0)
        private let lock = NSLock()
        private var asked = 0

        init(_ answer: APIKeyLookup, answersAtOnce: Bool = true) {
            self.answer = answer
            if answersAtOnce { gate.signal() }
        }

        var timesAsked: Int { lock.withLock { asked } }

        func lookUp() -> APIKeyLookup {
            lock.withLock { asked += 1 }
            gate.wait()
            gate.signal()
            return answer
        }

        func answerNow() { gate.signal() }
    }

    private let stubs = StubSiteCatalog()
    private var search: StubSiteSwitching!
    private let messages = StubBanners()

    private func site(_ id: SiteID) -> StubSite {
        let image = makeImage(id: 1, site: id)
        let page = Result<ResultPage, NetworkError>.success(ResultPage(images: [image], totalCount: 1, next: nil))
        return StubSite(["cats": page, "": page], description: stubDescription(id, host: nil))
    }

    private func startup(
        _ choice: StartupChoice, keyring: Keyring, otherKeys: [SiteID: APIKey] = [:]
    ) -> StartupViewModel {
        for id in [SiteID.openverse, .commons, .pixabay, .unsplash, .pexels, .all,
            .sample] { stubs.sites[id] = makeSearchedSites(site(id)) }
        // Unsplash and Pexels open only once their key is known.
        search = StubSiteSwitching([.unsplash, .pexels].contains(choice.site) ? .openverse : choice.site)
        stubs.catalog.keys[.pixabay] = nil
        return StartupViewModel(
            choice: choice, search: search, messages: messages, catalog: stubs.catalog,
            lookUpOthers: { sites in otherKeys.filter { sites.contains($0.key) } }, lookUp: keyring.lookUp)
    }

    func testUnsplashChosenOpensOnceItsKeyIsReadAndAllSitesTakesSavedKeysIn() async {
        let keyring = Keyring(APIKeyLookup(key: nil, keyringAnswered: true))
        let unsplashKey = APIKey("unsplash-saved")
        let startup = startup(choice(.unsplash, followsKey: false, query: "cats"), keyring: keyring,
            otherKeys: [.unsplash: unsplashKey!])
        XCTAssertEqual(search.site.value.id, "openverse", "no Unsplash key before the keyring answers")
        await startup.begin()
        XCTAssertEqual(stubs.catalog.keys[.unsplash], unsplashKey)
        XCTAssertEqual(search.site.value.id, "unsplash")
        XCTAssertEqual(search.status.value, .searching(query: "cats"))

        let all = self.startup(choice(.all, followsKey: false), keyring: keyring, otherKeys: [.pexels: APIKey("p")!])
        let before = stubs.made.count
        await all.begin()
        XCTAssertEqual(stubs.catalog.keys[.pexels], APIKey("p"))
        XCTAssertTrue(stubs.made.dropFirst(before).contains { $0.site == .all }, "All sites made again")
    }

    private func choice(_ site: SiteID, followsKey: Bool = true, query: String? = nil,
        hasKey: Bool = false) -> StartupChoice {
        StartupChoice(site: site, followsSavedKey: followsKey, isExplicit: false, initialQuery: query,
            hasKey: hasKey)
    }

    func testPexelsNamedWithNoKeyAnywhereSaysWhyAndWhereToAddOne() async {
        let keyring = Keyring(APIKeyLookup(key: nil, keyringAnswered: true))
        let named = StartupChoice(site: .pexels, followsSavedKey: false, isExplicit: true, initialQuery: nil,
            hasKey: false)
        let startup = startup(named, keyring: keyring)
        await startup.begin()
        XCTAssertEqual(messages.banner.value?.text,
            "Pexels needs an API key. Add yours in Preferences; it is free.")
        XCTAssertEqual(messages.banner.value?.actions, [.openPreferences])
        XCTAssertNotEqual(search.site.value.id, "pexels")
    }

    func testAKeyInTheEnvironmentSearchesAtOnceWithoutAskingTheKeyring() async {
        let keyring = Keyring(APIKeyLookup(key: APIKey("saved"), keyringAnswered: true))
        let startup = startup(choice(.pixabay, query: "cats", hasKey: true), keyring: keyring)
        await startup.begin()
        XCTAssertEqual(startup.firstQuery.value, "cats", "the field shows the words")
        XCTAssertEqual(search.status.value, .searching(query: "cats"))
        XCTAssertEqual(keyring.timesAsked, 0)
        XCTAssertNil(startup.savedKey.value)
    }

    func testASavedKeyOpensPixabayWhenNoSiteWasChosen() async {
        let keyring = Keyring(APIKeyLookup(key: APIKey("saved"), keyringAnswered: true))
        let startup = startup(choice(.openverse, query: "cats"), keyring: keyring)
        await startup.begin()
        XCTAssertEqual(search.site.value.id, SiteID.pixabay.rawValue)
        XCTAssertEqual(stubs.catalog.keys[.pixabay], APIKey("saved"))
        XCTAssertEqual(startup.savedKey.value, APIKeyLookup(key: APIKey("saved"), keyringAnswered: true))
        XCTAssertEqual(search.status.value, .searching(query: "cats"))
    }

    func testAChosenSiteStaysAndAllSitesTakesTheKeyIn() async {
        let keyring = Keyring(APIKeyLookup(key: APIKey("saved"), keyringAnswered: true))
        let commons = startup(choice(.commons, followsKey: false), keyring: keyring)
        await commons.begin()
        XCTAssertEqual(search.site.value.id, SiteID.commons.rawValue)

        let all = startup(choice(.all, followsKey: false), keyring: keyring)
        let before = search.site.value
        let asked = stubs.made.count
        await all.begin()
        XCTAssertEqual(search.site.value, before, "still All sites")
        XCTAssertEqual(stubs.made.dropFirst(asked).map(\.site), [.all], "made again, now that a key came")
        XCTAssertEqual(stubs.made.last?.key, APIKey("saved"), "with Pixabay among them")
    }

    func testAKeyringThatNeverAnswersLeavesTheSitesThatNeedNoKeyAndSaysSo() async {
        let keyring = Keyring(APIKeyLookup(key: nil, keyringAnswered: false))
        let startup = startup(choice(.openverse), keyring: keyring)
        await startup.begin()
        XCTAssertEqual(search.site.value.id, SiteID.openverse.rawValue)
        let banner = messages.banner.value
        XCTAssertEqual(banner?.actions, [.openPreferences])
        XCTAssertTrue(banner?.text.hasPrefix("The desktop's keyring did not answer") == true, banner?.text ?? "")
    }

    func testAPersonWhoSearchedBeforeTheKeyringAnsweredKeepsTheirSiteAndSearch() async {
        let keyring = Keyring(APIKeyLookup(key: APIKey("saved"), keyringAnswered: true), answersAtOnce: false)
        let startup = startup(choice(.openverse, query: "dogs"), keyring: keyring)
        let beginning = Task { await startup.begin() }
        await waitUntil("the keyring asked") { keyring.timesAsked == 1 }
        search.statusWriter.value = .searching(query: "cats")
        keyring.answerNow()
        await beginning.value
        XCTAssertEqual(search.site.value.id, SiteID.openverse.rawValue)
        XCTAssertNil(startup.firstQuery.value, "the words typed stay in the field")
        XCTAssertTrue(search.starts.isEmpty && search.switches.isEmpty, "their search goes on where it is")
    }
}
