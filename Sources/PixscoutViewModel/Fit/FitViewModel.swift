import Foundation
import PixscoutLocalization
import PixscoutModel

@MainActor
public final class FitViewModel: FitViewModeling {
    /// The crop view's picture: enough for a large dialog on a HiDPI screen.
    static let pictureSide = 1600

    public var state: ObservableProperty<FitState> { stateWriter.property }
    private let stateWriter = PropertyWriter<FitState>(.loading)
    public private(set) var title = ""
    public private(set) var isBatch = false
    public var picture: ObservableProperty<(any PreviewImage)?> { pictureWriter.property }
    private let pictureWriter = PropertyWriter<(any PreviewImage)?>(nil)
    public var frame: ObservableProperty<FitFrame?> { frameWriter.property }
    private let frameWriter = PropertyWriter<FitFrame?>(nil)
    public private(set) var targets: [String] = []
    public var targetIndex: ObservableProperty<Int> { targetIndexWriter.property }
    private let targetIndexWriter = PropertyWriter<Int>(0)
    public let formats = [tr("JPEG"), tr("PNG"), tr("WebP")]
    public var formatIndex: ObservableProperty<Int> { formatIndexWriter.property }
    private let formatIndexWriter = PropertyWriter<Int>(0)
    public var quality: ObservableProperty<Int> { qualityWriter.property }
    private let qualityWriter = PropertyWriter<Int>(FitFormat.defaultQuality)
    public var hasQuality: ObservableProperty<Bool> { hasQualityWriter.property }
    private let hasQualityWriter = PropertyWriter<Bool>(true)
    public var outputWidth: ObservableProperty<Int> { outputWidthWriter.property }
    private let outputWidthWriter = PropertyWriter<Int>(0)
    public var outputHeight: ObservableProperty<Int> { outputHeightWriter.property }
    private let outputHeightWriter = PropertyWriter<Int>(0)
    public var heightIsFree: ObservableProperty<Bool> { heightIsFreeWriter.property }
    private let heightIsFreeWriter = PropertyWriter<Bool>(false)
    public var summary: ObservableProperty<String> { summaryWriter.property }
    private let summaryWriter = PropertyWriter<String>("")
    public var warning: ObservableProperty<String?> { warningWriter.property }
    private let warningWriter = PropertyWriter<String?>(nil)
    public var creditNote: ObservableProperty<String> { creditNoteWriter.property }
    private let creditNoteWriter = PropertyWriter<String>("")

    let selection: any SelectedImages
    let active: ActiveSite
    let messages: any OutcomeTelling
    let uses: FitUses
    let fitter: any ImageFitting
    private let filters: any ChosenFilters
    let folderSave: any FittedFolderSave

    var images: [ImageEntity] = []
    var choices: [FitTargetChoice] = []
    var source: FitSource?
    /// The kept part in the picture's pixels; `adjusted` once the person moved it, else the
    /// subject is found again on the whole picture at the output's size.
    var region: FitRegion?
    var adjusted = false
    /// What a drag moved the frame by, short of a whole pixel of the picture.
    var moveRemainder = (x: 0.0, y: 0.0)
    var work: Task<Void, Never>?

    public init(selection: any SelectedImages, active: ActiveSite, messages: any OutcomeTelling, uses: FitUses,
        fitter: any ImageFitting, filters: any ChosenFilters, folderSave: any FittedFolderSave) {
        (self.selection, self.active, self.messages, self.uses) = (selection, active, messages, uses)
        (self.fitter, self.filters, self.folderSave) = (fitter, filters, folderSave)
    }

    var target: FitTarget { choices.indices.contains(targetIndex.value) ? choices[targetIndex.value].target : .slide }
    var format: FitFormat { FitFormat.allCases[formatIndex.value] }
    var image: ImageEntity? { images.first }

    public var suggestedFileName: String {
        guard let image else { return "" }
        return SafeFileName.make(stem: image.fileStem + "-fitted", format: format.imageFormat)
    }

    public func open() {
        close()
        images = selection.selectedImages
        guard let image else { return }
        let screen = filters.searchFilters
        choices = FitTargetChoice.all(screen: screen.screenWidth > 0 && screen.screenHeight > 0
            ? PixelSize(width: screen.screenWidth, height: screen.screenHeight) : nil)
        targets = choices.map(\.title)
        targetIndexWriter.value = FitTargetChoice.index(for: screen.shape, in: choices)
        (source, region, adjusted, pictureWriter.value, frameWriter.value) = (nil, nil, false, nil, nil)
        isBatch = images.count > 1
        title = isBatch ? String(format: trn("Fit %ld Image", "Fit %ld Images", images.count), images.count)
            : String(format: tr("Fit “%@”"), image.titleText)
        updateCredit()
        if isBatch {
            stateWriter.value = .ready
            updateOutput()
            return
        }
        if case .refused(let license) = FitVerdict(license: image.license) {
            stateWriter.value = .refused(reason: String(format: tr("%@ allows no changes: this image may be shared only as it is, so Pixscout will not crop or resize it. Save or copy the original instead."),
                license.name), deedURL: license.deedURL)
            return
        }
        stateWriter.value = .loading
        work = Task { [weak self] in await self?.load(image) }
    }

    /// Stops the work under way and lets go of the picture (its file in the work folder goes).
    public func close() {
        work?.cancel()
        work = nil
        (source, pictureWriter.value) = (nil, nil)
    }

    private func load(_ image: ImageEntity) async {
        guard let url = image.largeImageURL,
              let data = try? await active.fileFetcher.fetchImage(at: url, maxBytes: PreviewLoader.maximumByteLimit)
        else {
            if !Task.isCancelled { stateWriter.value = .failed(ImageUseFailure.notDownloaded.reason) }
            return
        }
        do throws(FitError) {
            let source = try await fitter.source(from: data)
            let side = Self.pictureSide
            let shown = try? await active.decoder.decodePreview(data, format: ImageFormat.of(data)?.rawValue ?? "",
                maxWidth: side, maxHeight: side)
            guard !Task.isCancelled else { return }
            self.source = source
            pictureWriter.value = shown
            await findSubject()
            guard !Task.isCancelled else { return }
            stateWriter.value = .ready
        } catch {
            if !Task.isCancelled { stateWriter.value = .failed(error.message) }
        }
    }

    public func chooseTarget(_ index: Int) {
        guard choices.indices.contains(index), index != targetIndex.value else { return }
        targetIndexWriter.value = index
        guard !isBatch, source != nil else { return updateOutput() }
        work?.cancel()
        work = Task { [weak self] in await self?.findSubject() }
    }

    /// The frame around the subject at the target's shape, and the size made of it.
    func findSubject() async {
        guard let source else { return }
        (adjusted, moveRemainder) = (false, (0, 0))
        let found = try? await fitter.interestingRegion(of: source, aspect: target.aspect)
        guard !Task.isCancelled else { return }
        region = found ?? FitRegion.largest(of: target.aspect, in: source.size)
        showOutputSize(target.outputSize(for: region?.size ?? source.size))
        showFrame()
        updateOutput()
    }

    public func chooseFormat(_ index: Int) {
        guard FitFormat.allCases.indices.contains(index) else { return }
        formatIndexWriter.value = index
        hasQualityWriter.value = format.hasQuality
        updateOutput()
    }

    public func setQuality(_ quality: Int) {
        qualityWriter.value = min(100, max(1, quality))
    }

    func showOutputSize(_ size: PixelSize) {
        (outputWidthWriter.value, outputHeightWriter.value) = (size.width, size.height)
    }

    /// The frame over the picture, in fractions of its sides.
    func showFrame() {
        guard let source, let region, source.size.width > 0, source.size.height > 0 else {
            frameWriter.value = nil
            return
        }
        let (width, height) = (Double(source.size.width), Double(source.size.height))
        frameWriter.value = FitFrame(x: Double(region.x) / width, y: Double(region.y) / height,
            width: Double(region.width) / width, height: Double(region.height) / height)
    }

    /// The summary and the warnings for the size and format chosen.
    func updateOutput() {
        heightIsFreeWriter.value = isCustom
        if isBatch {
            let size = target.preferredSize.map { String(format: tr("at most %1$ld × %2$ld pixels"), $0.width,
                $0.height) } ?? tr("as large as each allows")
            summaryWriter.value = String(format: tr("Each image cropped where its subject is, %1$@, %2$@."), size,
                formats[formatIndex.value])
        } else {
            summaryWriter.value = String(format: tr("%1$ld × %2$ld pixels, %3$@"), outputWidth.value, outputHeight.value,
                formats[formatIndex.value])
        }
        warningWriter.value = [enlargementWarning, licenceWarning].compactMap { $0 }.joined(separator: " ").nilIfEmpty
    }

    var isCustom: Bool {
        if case .custom = target { true } else { false }
    }

    private var enlargementWarning: String? {
        guard let region, outputWidth.value > region.width else { return nil }
        return String(format: tr("This enlarges the picture %.1f times past its own pixels: it will look soft."),
            Double(outputWidth.value) / Double(region.width))
    }

    private var licenceWarning: String? {
        let unknown = images.filter { FitVerdict(license: $0.license) == .unknown }.count
        let kept = images.filter { !FitVerdict(license: $0.license).allowsFitting }.count
        var notes: [String] = []
        if unknown > 0 {
            notes.append(isBatch ? String(format: trn("Pixscout does not know the licence of %ld image: check its page before you share a changed copy.", "Pixscout does not know the licences of %ld images: check their pages before you share changed copies.", unknown), unknown)
                : tr("Pixscout does not know this image’s licence: check its page before you share a changed copy."))
        }
        if kept > 0 {
            notes.append(String(format: trn("%ld image allows no changes and will be saved as it is.",
                "%ld images allow no changes and will be saved as they are.", kept), kept))
        }
        return notes.isEmpty ? nil : notes.joined(separator: " ")
    }

    private func updateCredit() {
        let needed = images.contains { FitVerdict(license: $0.license) != .allowed(creditNeeded: false) }
        creditNoteWriter.value = needed
            ? tr("The credit will say that it was cropped and resized from the original.")
            : tr("No credit is needed; the credit Pixscout gives still says that it was cropped and resized.")
    }
}

private extension String {
    var nilIfEmpty: String? { isEmpty ? nil : self }
}
