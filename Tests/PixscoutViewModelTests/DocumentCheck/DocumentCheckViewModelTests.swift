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
                    match: .checksum) : nil
            return OriginReport(pictures: [CheckedPicture(place: "talk.odt › Pictures/1.png", origin: origin, use: use,
                preview: nil)], problems: [])
        }
    }

    /// Adds credits to ".odt" documents, and writes down where; a path with "full" in it is a
    /// disk with no room.
    private final class StubAdder: CreditsAdding, @unchecked Sendable {
        private let lock = NSLock()
        private var outputs: [String] = []
        var written: [String] { lock.withLock { outputs } }
        func canAddCredits(to path: String) -> Bool { path.hasSuffix(".odt") }
        func addCredits(_ report: OriginReport, to document: String, output: String,
            replacing: Bool) throws(CreditsAddition.Failure) {
            if output.contains("full") { throw .cannotWrite(output) }
            lock.withLock { outputs.append(output) }
        }
    }

    private let adder = StubAdder()
    private let messages = MessagesViewModel.standalone

    private func make(asks: Bool) -> (DocumentCheckViewModel, StubChecker, RememberedChoice) {
        let checker = StubChecker()
        let choice = RememberedChoice(asks)
        let access = LibraryAccess()
        access.settle(nil)
        let viewModel = DocumentCheckViewModel(access: access, clipboard: StubClipboard(),
            decoder: StubPreviewDecoder(), lookupChoice: choice, creditsAdder: adder, messages: messages) { _ in
                checker
            }
        return (viewModel, checker, choice)
    }

    func testCreditsAreAddedToACopyWhereTheDocumentsKindAllowsAndTheOutcomeIsSaid() async {
        let (viewModel, _, _) = make(asks: false)
        viewModel.check(paths: ["/docs/talk.odt"])
        await waitUntil("the report") { verdicts(viewModel) != nil }
        guard case .finished(let shown) = viewModel.state.value else { return XCTFail("no report") }
        XCTAssertEqual(shown.copyProposal, "/docs/talk (credits).odt", "beside the original, named for what it is")
        viewModel.addCreditsToCopy(at: "/docs/talk (credits).odt", replacing: false)
        await waitUntil("the copy") { adder.written == ["/docs/talk (credits).odt"] }
        await waitUntil("the report to say so") {
            notice(viewModel) == "Credits added to a copy: “talk (credits).odt”."
        }
        viewModel.addCreditsToCopy(at: "/full/talk (credits).odt", replacing: true)
        await waitUntil("the failure in the report") {
            notice(viewModel)?.hasPrefix("Pixscout could not write") == true
        }

        viewModel.check(paths: ["/docs/photo.jpg"])
        await waitUntil("the picture's report") { notice(viewModel) == nil && verdicts(viewModel) != nil }
        guard case .finished(let picture) = viewModel.state.value else { return XCTFail("no report") }
        XCTAssertNil(picture.copyProposal, "credits are not added to a picture file")
    }

    private func notice(_ viewModel: DocumentCheckViewModel) -> String? {
        if case .finished(let report) = viewModel.state.value { return report.notice }
        return nil
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
