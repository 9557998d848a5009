import Foundation
import PixscoutModel
import XCTest
@testable import PixscoutViewModel

/// Check a Document's view model, alone with stubs: Commons is asked only once the person turns
/// it on, the choice is remembered and asks again about what is unknown, and closing the report
/// stops a check under way.
@MainActor
final class DocumentCheckViewModelTests: XCTestCase {
    private final class RememberedChoice: CommonsLookupChoosing, @unchecked Sendable {
        private let lock = NSLock()
        private var asks: Bool
        init(_ asks: Bool) { self.asks = asks }
        func asksCommons() -> Bool { lock.withLock { asks } }
        func setAsksCommons(_ asks: Bool) { lock.withLock { self.asks = asks } }
    }

    /// Answers each check with one unknown picture, or known when Commons was asked; a path
    /// named "slow" never ends until cancelled.
    private final class StubChecker: OriginChecking, @unchecked Sendable {
        private let lock = NSLock()
        private var asked: [Bool] = []
        private var stopped = 0
        var checks: [Bool] { lock.withLock { asked } }
        var cancelled: Int { lock.withLock { stopped } }

        func check(_ paths: [String], use: IntendedUse, keepsPreviews: Bool, asksCommons: Bool) async
            -> OriginReport {
            lock.withLock { asked.append(asksCommons) }
            if paths.contains("slow") {
                while !Task.isCancelled { try? await Task.sleep(nanoseconds: 1_000_000) }
                lock.withLock { stopped += 1 }
                return OriginReport(pictures: [], problems: [])
            }
            let image = ImageEntity(site: .commons, id: "1", title: "Fountain", pageURL: "https://example.org/1",
                previewURL: nil, imageURL: nil, largeImageURL: nil,
                license: .creativeCommons(code: "by", version: "4.0", url: nil))
            let origin = asksCommons
                ? CheckedPicture.Origin(image: image, embedded: nil, license: image.license, isChanged: false,
                    match: .commons) : nil
            return OriginReport(pictures: [CheckedPicture(place: "talk.odt › Pictures/1.png", origin: origin, use: use,
                preview: nil)], problems: [])
        }
    }

    private func make(asks: Bool) -> (DocumentCheckViewModel, StubChecker, RememberedChoice) {
        let checker = StubChecker()
        let choice = RememberedChoice(asks)
        let access = LibraryAccess()
        access.settle(nil)
        let viewModel = DocumentCheckViewModel(access: access, clipboard: StubClipboard(),
            decoder: StubPreviewDecoder(), lookupChoice: choice) { _ in checker }
        return (viewModel, checker, choice)
    }

    private func verdicts(_ viewModel: DocumentCheckViewModel) -> [DocumentCheckRow.Verdict]? {
        if case .finished(let report) = viewModel.state.value { return report.rows.map(\.verdict) }
        return nil
    }

    func testCommonsIsAskedOnlyOnceTurnedOnAndTheChoiceIsKept() async {
        let (viewModel, checker, choice) = make(asks: false)
        XCTAssertFalse(viewModel.asksCommons.value, "off until the person turns it on")
        viewModel.check(paths: ["/docs/talk.odt"])
        await waitUntil("the report") { verdicts(viewModel) != nil }
        XCTAssertEqual(verdicts(viewModel), [.unknown])
        XCTAssertEqual(checker.checks, [false])

        viewModel.setAsksCommons(true)
        XCTAssertTrue(choice.asksCommons(), "remembered")
        await waitUntil("the check again, asking Commons") { verdicts(viewModel) == [.known] }
        XCTAssertEqual(checker.checks, [false, true])

        viewModel.setAsksCommons(false)
        XCTAssertFalse(choice.asksCommons())
        XCTAssertEqual(checker.checks, [false, true], "turned off, nothing is asked again")
        XCTAssertTrue(make(asks: true).0.asksCommons.value, "a choice made before holds")
    }

    func testClosingTheReportStopsTheCheckUnderWay() async {
        let (viewModel, checker, _) = make(asks: false)
        viewModel.check(paths: ["slow"])
        await waitUntil("the check to start") { checker.checks.count == 1 }
        XCTAssertEqual(viewModel.state.value, .checking(names: "slow"))
        viewModel.close()
        XCTAssertEqual(viewModel.state.value, .idle)
        await waitUntil("the check to stop") { checker.cancelled == 1 }
    }
}
