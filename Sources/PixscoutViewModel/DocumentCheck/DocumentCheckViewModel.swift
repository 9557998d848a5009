import Foundation
import PixscoutLocalization
import PixscoutModel

@MainActor
public final class DocumentCheckViewModel: DocumentCheckViewModeling {
    public var state: ObservableProperty<DocumentCheckState> { stateWriter.property }
    private let stateWriter = PropertyWriter<DocumentCheckState>(.idle)
    public var asksCommons: ObservableProperty<Bool> { asksCommonsWriter.property }
    private let asksCommonsWriter: PropertyWriter<Bool>
    private let lookupChoice: any CommonsLookupChoosing
    private let access: LibraryAccess
    /// The check, reading the library given (nil while there is none).
    private let makeChecker: @Sendable ((any LedgerReading)?) -> any OriginChecking
    private let clipboard: any ClipboardWriting
    private let decoder: any PreviewDecoding
    private let creditsAdder: any CreditsAdding
    /// Where the outcome of Add Credits to a Copy… is said, with a way to open the copy.
    private let messages: any OutcomeTelling
    private var checking: Task<Void, Never>?
    /// The pictures of the report's rows, by row.
    private var previews: [Data?] = []
    /// What the report shown was made of, to check again.
    private var checkedPaths: [String] = []
    /// The report shown, whose credits Add Credits to a Copy… writes.
    private var shown: OriginReport?

    public init(access: LibraryAccess, clipboard: any ClipboardWriting, decoder: any PreviewDecoding,
        lookupChoice: any CommonsLookupChoosing, creditsAdder: any CreditsAdding, messages: any OutcomeTelling,
        makeChecker: @escaping @Sendable ((any LedgerReading)?) -> any OriginChecking) {
        self.creditsAdder = creditsAdder
        self.messages = messages
        self.lookupChoice = lookupChoice
        asksCommonsWriter = PropertyWriter(lookupChoice.asksCommons())
        self.access = access
        self.makeChecker = makeChecker
        self.clipboard = clipboard
        self.decoder = decoder
    }

    public func check(paths: [String]) {
        guard !paths.isEmpty else { return }
        checking?.cancel()
        let title = paths.count == 1 ? URL(fileURLWithPath: paths[0]).lastPathComponent
            : String(format: trn("%ld file", "%ld files", paths.count), paths.count)
        stateWriter.value = .checking(names: title)
        checkedPaths = paths
        let asksCommons = asksCommons.value
        checking = Task { [weak self] in
            guard let self else { return }
            let ledger = await access.library()?.store as? any LedgerReading
            let report = await makeChecker(ledger).check(paths, use: [], keepsPreviews: true, asksCommons: asksCommons)
            let adder = creditsAdder
            let addable = paths.count == 1 ? await Task.detached { adder.canAddCredits(to: paths[0]) }.value : false
            guard !Task.isCancelled else { return }
            previews = report.pictures.map(\.preview)
            shown = report
            stateWriter.value = .finished(Self.report(report, title: title, named: paths,
                copy: addable ? CreditsAddition.proposedOutput(for: paths[0]) : nil))
        }
    }

    public func setAsksCommons(_ asks: Bool) {
        guard asks != asksCommons.value else { return }
        asksCommonsWriter.value = asks
        lookupChoice.setAsksCommons(asks)
        if asks, case .finished(let report) = state.value, report.rows.contains(where: { $0.verdict == .unknown }) {
            check(paths: checkedPaths)
        }
    }

    public func addCreditsToCopy(at path: String, replacing: Bool) {
        guard let report = shown, case .finished = state.value, let document = checkedPaths.first else { return }
        let adder = creditsAdder
        let file = URL(fileURLWithPath: path)
        Task { [weak self] in
            let outcome = await Task.detached { () -> CreditsAddition.Failure? in
                do throws(CreditsAddition.Failure) {
                    try adder.addCredits(report, to: document, output: path, replacing: replacing)
                    return nil
                } catch {
                    return error
                }
            }.value
            guard let self, case .finished(var shownReport) = state.value else { return }
            if let outcome {
                shownReport.notice = outcome.message
            } else {
                let said = String(format: tr("Credits added to a copy: “%@”."), file.lastPathComponent)
                shownReport.notice = said
                messages.notifyWritten(said, file: file)
            }
            stateWriter.value = .finished(shownReport)
        }
    }

    public func copyAllCredits() {
        guard case .finished(var report) = state.value else { return }
        let credits = report.rows.compactMap(\.credit)
        guard !credits.isEmpty else { return }
        clipboard.copy(text: credits.joined(separator: "\n"))
        // Said in the report, where the person pressed the button.
        report.notice = credits.count == 1 ? tr("Credit copied to the clipboard.")
            : String(format: trn("%ld credit copied to the clipboard.", "%ld credits copied to the clipboard.",
                credits.count), credits.count)
        stateWriter.value = .finished(report)
    }

    public func thumbnail(ofRow index: Int, size: Int) async -> (any PreviewImage)? {
        guard previews.indices.contains(index), let bytes = previews[index],
            let format = ImageFormat.of(bytes), format.isDisplayable else { return nil }
        return try? await decoder.decodePreview(bytes, format: format.rawValue, maxWidth: size, maxHeight: size)
    }

    public func close() {
        checking?.cancel()
        checking = nil
        previews = []
        shown = nil
        stateWriter.value = .idle
    }
}
