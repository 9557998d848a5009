import CGtk
import GtkKit
import PixscoutTestSupport
import XCTest
@testable import PixscoutView
@testable import PixscoutViewModel

/// The message bars, header and footer against a mock view model.
final class WindowPartsTests: GtkTestCase {
    func testABannerShowsTheButtonsForItsActionsAndEachDoesItsJob() {
        onGtkThread {
            let viewModel = MockMessages()
            let bars = MessageBars(viewModel: viewModel, probe: nil)
            let window = Window(title: "Bars")
            window.add(bars.root)
            window.showAll()
            bars.restoreVisibility()
            viewModel.bannerWriter.value = Banner(text: "Pixscout could not reach Openverse.",
                actions: [.retry, .useSampleCatalog])
            XCTAssertNil(button(labelled: "Preferences…", in: bars.root), "not offered for this error")
            click("Retry", in: bars.root)
            click("Use Sample Catalog", in: bars.root)
            XCTAssertEqual(viewModel.performed, [.retry, .useSampleCatalog])
            viewModel.bannerWriter.value = Banner(text: "Pixabay did not accept the API key.",
                actions: [.openPreferences])
            XCTAssertNil(button(labelled: "Retry", in: bars.root))
            click("Preferences…", in: bars.root)
            XCTAssertEqual(viewModel.performed, [.retry, .useSampleCatalog, .openPreferences],
                "the view model routes every button, Preferences too")
            viewModel.bannerWriter.value = nil
            XCTAssertNil(button(labelled: "Preferences…", in: bars.root), "no banner, no buttons")
            viewModel.siteNoteWriter.value = Banner(text: "Offline.", actions: [.useChosenSite(name: "Openverse")],
                isError: false)
            XCTAssertNotNil(button(labelled: "Search Openverse", in: bars.root))
            window.destroy()
        }
    }

    func testTheSiteChooserFollowsTheViewModelAndReportsChoices() {
        onGtkThread {
            let windowModel = MockWindowModel()
            let viewModel = windowModel.searchMock
            let header = SearchHeader(windowModel: windowModel, search: windowModel.searchMock,
                library: windowModel.libraryMock,
                probe: nil) { Label("filters") }
            XCTAssertEqual(header.siteChooser.activeID, "openverse")
            viewModel.siteWriter.value = SiteChoice(id: "sample", name: "Sample catalog")
            XCTAssertEqual(header.siteChooser.activeID, "sample")
            XCTAssertEqual(viewModel.chosenSites, [], "showing the site is not choosing one")
            header.siteChooser.activeID = "openverse"
            XCTAssertEqual(viewModel.chosenSites, ["openverse"])
            header.searchEntry.text = "red fox"
            gtk_widget_activate(header.searchEntry.widgetPointer)
            XCTAssertEqual(viewModel.searches, ["red fox"])
        }
    }

    func testTheSpinnerShowsOnlyForASearchThatTakesLong() {
        onGtkThread {
            let windowModel = MockWindowModel()
            let viewModel = windowModel.searchMock
            let header = SearchHeader(windowModel: windowModel, search: windowModel.searchMock,
                library: windowModel.libraryMock,
                probe: nil) { Label("filters") }
            // Not in a window: the bar's title would name it "Pixscout", and the end-to-end
            // tests find the app's window by that name.
            header.bar.showAll()
            header.restoreVisibility()
            XCTAssertFalse(header.spinner.isVisible)
            viewModel.statusWriter.value = .searching(query: "fox")
            XCTAssertFalse(header.spinner.isVisible, "not for a search that has only just started")
            viewModel.statusWriter.value = .results(query: "fox", count: 20, total: 20)
            viewModel.statusWriter.value = .searching(query: "owl")
            let started = ContinuousClock.now
            iterateMainLoop(until: "the spinner of a search that takes long") { header.spinner.isVisible }
            XCTAssertGreaterThanOrEqual(ContinuousClock.now - started, SearchHeader.spinnerDelay)
            viewModel.statusWriter.value = .results(query: "owl", count: 20, total: 20)
            XCTAssertFalse(header.spinner.isVisible, "gone with the answer")
        }
    }

    func testTheLibraryViewSwapsTheSearchPartsForItsShelves() {
        onGtkThread {
            let windowModel = MockWindowModel()
            let header = SearchHeader(windowModel: windowModel, search: windowModel.searchMock,
                library: windowModel.libraryMock,
                probe: nil) { Label("filters") }
            header.bar.showAll()
            header.restoreVisibility()
            XCTAssertEqual(header.viewSwitcher.activeID, "search")
            XCTAssertTrue(header.searchEntry.isVisible)
            XCTAssertNil(button(labelled: "Library menu", in: header.bar), "built when first shown")
            windowModel.show(.library)
            XCTAssertEqual(header.viewSwitcher.activeID, "library")
            XCTAssertFalse(header.searchEntry.isVisible)
            XCTAssertFalse(header.siteChooser.isVisible)
            let shelves = descendants(of: header.bar.widgetPointer).filter {
                g_type_check_instance_is_a(UnsafeMutablePointer<GTypeInstance>(OpaquePointer($0)),
                    gtk_combo_box_get_type()) != 0
                    && gtk_widget_get_visible($0) != 0 && $0 != header.siteChooser.widgetPointer
            }
            XCTAssertEqual(shelves.count, 1, "the shelf chooser")
            gtk_combo_box_set_active_id(UnsafeMutablePointer<GtkComboBox>(OpaquePointer(shelves[0])), "collection:1")
            XCTAssertEqual(windowModel.libraryMock.actions, ["show collection:1"])
            windowModel.show(.search)
            XCTAssertTrue(header.searchEntry.isVisible)
            XCTAssertEqual(gtk_widget_get_visible(shelves[0]), 0)
        }
    }

    func testTheFooterSaysHowManyAreSelectedAndCountsTheLibrarysShelf() {
        onGtkThread {
            let windowModel = MockWindowModel()
            let footer = StatusFooter(windowModel: windowModel, search: windowModel.searchMock,
                library: windowModel.libraryMock,
                selection: windowModel.selectionMock, probe: nil)
            windowModel.searchMock.statusWriter.value = .results(query: "q", count: 50, total: 120)
            windowModel.selectionMock.selectRow(at: 0)
            windowModel.selectionMock.extendSelection(to: 2)
            let summary = { labels(in: footer.root.widgetPointer)
                .first.map { String(cString: gtk_label_get_text($0)) } }
            XCTAssertEqual(summary(), "50 of 120 images · 3 selected")
            windowModel.show(.library)
            windowModel.libraryMock.statusWriter.value = .shown(count: 12)
            windowModel.selectionMock.selectRow(at: 0)
            XCTAssertEqual(summary(), "12 images")
            let attribution = labels(in: footer.root.widgetPointer).map { String(cString: gtk_label_get_text($0)) }
            XCTAssertTrue(attribution.contains("Images from your library"), "\(attribution)")
        }
    }

    func testTheFooterOffersTheSitesSuggestionOnlyWhileSearching() {
        onGtkThread {
            let windowModel = MockWindowModel()
            let footer = StatusFooter(windowModel: windowModel, search: windowModel.searchMock,
                library: windowModel.libraryMock,
                selection: windowModel.selectionMock, probe: nil)
            footer.root.showAll()
            footer.restoreVisibility()
            let shown = { labelTexts(in: footer.root.widgetPointer, visibleOnly: true) }
            XCTAssertFalse(shown().contains { $0.hasPrefix("Did you mean") })
            windowModel.searchMock.suggestionWriter.value = "red kitten"
            XCTAssertTrue(shown().contains("Did you mean red kitten?"), "\(shown())")
            let link = labels(in: footer.root.widgetPointer, visibleOnly: true)
                .first { String(cString: gtk_label_get_text($0)) == "Did you mean red kitten?" }
            guard let link else { return XCTFail("no suggestion to follow") }
            followLink(number: 0, in: link)
            XCTAssertEqual(windowModel.searchMock.searches, ["red kitten"], "the link searches the suggestion")
            windowModel.show(.library)
            XCTAssertFalse(shown().contains { $0.hasPrefix("Did you mean") }, "the library has no suggestion to make")
            windowModel.show(.search)
            windowModel.searchMock.suggestionWriter.value = nil
            XCTAssertFalse(shown().contains { $0.hasPrefix("Did you mean") })
        }
    }

    func testTheFooterCountsResultsAsTheSiteDoes() {
        XCTAssertEqual(StatusFooter.summary(.results(query: "q", count: 50, total: 120)), "50 of 120 images")
        XCTAssertEqual(StatusFooter.summary(.results(query: "q", count: 50, total: nil)), "50 images so far")
        XCTAssertEqual(StatusFooter.summary(.results(query: "q", count: 1, total: 1)), "1 image")
        XCTAssertEqual(StatusFooter.summary(.noResults(query: "q")), "No images")
    }
}
