import Foundation
import PixscoutLocalization
import PixscoutModel

@MainActor
public final class DocumentCheckViewModel: DocumentCheckViewModeling {
    private let current = ObservableProperty<DocumentCheckState>(.idle)
    public let state: ReadOnlyProperty<DocumentCheckState>
    private let asking: ObservableProperty<Bool>
    public let asksCommons: ReadOnlyProperty<Bool>
    private let lookupChoice: any CommonsLookupChoosing
    private let access: LibraryAccess
    /// The check, reading the library given (nil while there is none).
    private let makeChecker: @Sendable ((any LedgerReading)?) -> any OriginChecking
    private let clipboard: any ClipboardWriting
    private let decoder: any PreviewDecoding
    private var checking: Task<Void, Never>?
    /// The pictures of the report's rows, by row.
    private var previews: [Data?] = []
    /// What the report shown was made of, to check again.
    private var checkedPaths: [String] = []

    public init(access: LibraryAccess, clipboard: any ClipboardWriting, decoder: any PreviewDecoding,
        lookupChoice: any CommonsLookupChoosing,
        makeChecker: @escaping @Sendable ((any LedgerReading)?) -> any OriginChecking) {
        self.lookupChoice = lookupChoice
        asking = ObservableProperty(lookupChoice.asksCommons())
        asksCommons = ReadOnlyProperty(asking)
        self.access = access
        self.makeChecker = makeChecker
        self.clipboard = clipboard
        self.decoder = decoder
        state = ReadOnlyProperty(current)
    }

    public func check(paths: [String]) {
        guard !paths.isEmpty else { return }
        checking?.cancel()
        let title = paths.count == 1 ? URL(fileURLWithPath: paths[0]).lastPathComponent
            : String(format: trn("%ld file", "%ld files", paths.count), paths.count)
        current.value = .checking(names: title)
        checkedPaths = paths
        let asksCommons = asking.value
        checking = Task { [weak self] in
            guard let self else { return }
            let ledger = await access.library()?.store as? any LedgerReading
            let report = await makeChecker(ledger).check(paths, use: [], keepsPreviews: true, asksCommons: asksCommons)
            guard !Task.isCancelled else { return }
            previews = report.pictures.map(\.preview)
            current.value = .finished(Self.report(report, title: title, named: paths))
        }
    }

    public func setAsksCommons(_ asks: Bool) {
        guard asks != asking.value else { return }
        asking.value = asks
        lookupChoice.setAsksCommons(asks)
        if asks, case .finished(let report) = current.value, report.rows.contains(where: { $0.verdict == .unknown }) {
            check(paths: checkedPaths)
        }
    }

    public func copyAllCredits() {
        guard case .finished(var report) = current.value else { return }
        let credits = report.rows.compactMap(\.credit)
        guard !credits.isEmpty else { return }
        clipboard.copy(text: credits.joined(separator: "\n"))
        // Said in the report, where the person pressed the button.
        report.notice = credits.count == 1 ? tr("Credit copied to the clipboard.")
            : String(format: trn("%ld credit copied to the clipboard.", "%ld credits copied to the clipboard.",
                credits.count), credits.count)
        current.value = .finished(report)
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
        current.value = .idle
    }
}
