import XCTest
@testable import PixscoutViewModel

@MainActor
final class ToastViewModelTests: XCTestCase {
    private let sleeps = HeldSleeps()

    private func makeViewModel() -> ToastViewModel {
        ToastViewModel(sleep: { [sleeps] in try await sleeps.sleep($0) })
    }

    /// Lets every job the main actor was given before run: a waiter let go has ended by then.
    private func settle() async {
        for _ in 0..<3 { await Task { @MainActor in }.value }
    }

    func testASuccessStaysUntilItHasBeenReadThenGoes() async {
        let viewModel = makeViewModel()
        viewModel.present(Toast(text: "Wallpaper set.", kind: .success))
        await waitUntil("the time to read it") { !self.sleeps.durations.isEmpty }
        XCTAssertEqual(sleeps.durations, [ToastViewModel.shortestReadingTime])
        XCTAssertEqual(viewModel.toast.value?.text, "Wallpaper set.", "still there while it is read")
        sleeps.endAll()
        await waitUntil("the notice gone") { viewModel.toast.value == nil }
    }

    func testALongNoticeIsGivenTimeForALongerRead() {
        let long = String(repeating: "word ", count: 40)
        XCTAssertEqual(ToastViewModel.readingTime(of: long), .seconds(200 / ToastViewModel.charactersPerSecond))
        XCTAssertEqual(ToastViewModel.readingTime(of: "Saved."), ToastViewModel.shortestReadingTime)
    }

    func testANoticeStaysWhileThePointerRestsOnItAndIsGivenTimeAgainWhenItLeaves() async {
        let viewModel = makeViewModel()
        viewModel.present(Toast(text: "Image copied to the clipboard.", kind: .success))
        await waitUntil("the time to read it") { self.sleeps.durations.count == 1 }
        viewModel.pointerInside(true)
        sleeps.endAll()
        await settle()
        XCTAssertNotNil(viewModel.toast.value, "the pointer is on it: it stays")
        viewModel.pointerInside(false)
        await waitUntil("time again") { self.sleeps.durations.count == 1 }
        sleeps.endAll()
        await waitUntil("the notice gone") { viewModel.toast.value == nil }
    }

    func testAFailureAndProgressStayUntilDismissedOrReplaced() async {
        let viewModel = makeViewModel()
        var retries = 0
        viewModel.present(Toast(text: "Copying the image…", kind: .progress))
        await settle()
        XCTAssertEqual(sleeps.durations, [], "work under way is not timed")
        viewModel.present(Toast(text: "The image could not be downloaded.", kind: .failure, action: .retry)) {
            retries += 1
        }
        await settle()
        XCTAssertEqual(sleeps.durations, [], "a failure stays until dismissed")
        XCTAssertEqual(viewModel.toast.value?.kind, .failure)
        viewModel.performAction()
        XCTAssertEqual(retries, 1)
        XCTAssertNil(viewModel.toast.value, "the button's action takes the notice away")
        viewModel.performAction()
        XCTAssertEqual(retries, 1, "an action runs once")
        viewModel.present(Toast(text: "Pixscout could not open the folder.", kind: .failure))
        viewModel.dismiss()
        XCTAssertNil(viewModel.toast.value)
    }

    func testAnOlderNoticesTimeNeverTakesANewerOneAway() async {
        let viewModel = makeViewModel()
        viewModel.present(Toast(text: "Wallpaper set.", kind: .success))
        await waitUntil("the first one's time") { self.sleeps.durations.count == 1 }
        viewModel.present(Toast(text: "Could not download the image.", kind: .failure, action: .retry)) {}
        sleeps.endAll()
        await settle()
        XCTAssertEqual(viewModel.toast.value?.text, "Could not download the image.")
    }
}
