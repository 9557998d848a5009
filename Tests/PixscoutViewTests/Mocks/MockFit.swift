@testable import PixscoutViewModel

/// Fit's dialog state as a mock: records what the view asks.
@MainActor
final class MockFit: FitViewModeling {
    var state: ObservableProperty<FitState> { stateWriter.property }
    let stateWriter = PropertyWriter<FitState>(.loading)
    var title = "Fit “Sunset”"
    var isBatch = false
    var picture: ObservableProperty<(any PreviewImage)?> { pictureWriter.property }
    let pictureWriter = PropertyWriter<(any PreviewImage)?>(nil)
    var frame: ObservableProperty<FitFrame?> { frameWriter.property }
    let frameWriter = PropertyWriter<FitFrame?>(nil)
    let targets = ["_Slide, 16:9", "S_quare", "_Free"]
    var targetIndex: ObservableProperty<Int> { targetIndexWriter.property }
    let targetIndexWriter = PropertyWriter<Int>(0)
    let formats = ["JPEG", "PNG", "WebP"]
    var formatIndex: ObservableProperty<Int> { formatIndexWriter.property }
    let formatIndexWriter = PropertyWriter<Int>(0)
    var quality: ObservableProperty<Int> { qualityWriter.property }
    let qualityWriter = PropertyWriter<Int>(85)
    var hasQuality: ObservableProperty<Bool> { hasQualityWriter.property }
    let hasQualityWriter = PropertyWriter<Bool>(true)
    var outputWidth: ObservableProperty<Int> { outputWidthWriter.property }
    let outputWidthWriter = PropertyWriter<Int>(1920)
    var outputHeight: ObservableProperty<Int> { outputHeightWriter.property }
    let outputHeightWriter = PropertyWriter<Int>(1080)
    var heightIsFree: ObservableProperty<Bool> { heightIsFreeWriter.property }
    let heightIsFreeWriter = PropertyWriter<Bool>(false)
    var summary: ObservableProperty<String> { summaryWriter.property }
    let summaryWriter = PropertyWriter<String>("1920 × 1080 pixels, JPEG")
    var warning: ObservableProperty<String?> { warningWriter.property }
    let warningWriter = PropertyWriter<String?>(nil)
    var creditNote: ObservableProperty<String> { creditNoteWriter.property }
    let creditNoteWriter = PropertyWriter(
        "The credit will say that it was cropped and resized from the original.")
    var suggestedFileName = "sunset-fitted.jpg"
    var selectedPageURL: String? = "https://example.org/sunset"
    var calls: [String] = []

    func open() { calls.append("open") }
    func close() { calls.append("close") }
    func chooseTarget(_ index: Int) { targetIndexWriter.value = index }
    func chooseFormat(_ index: Int) { formatIndexWriter.value = index }
    func setQuality(_ quality: Int) { self.qualityWriter.value = quality }
    func setWidth(_ width: Int) { outputWidthWriter.value = width }
    func setHeight(_ height: Int) { outputHeightWriter.value = height }
    func moveFrame(x: Double, y: Double) { calls.append("move") }
    func dragCorner(_ corner: FitCorner, x: Double, y: Double) { calls.append("corner") }
    func nudge(x: Int, y: Int, large: Bool) { calls.append("nudge \(x) \(y) \(large)") }
    func save(to path: String) { calls.append("save \(path)") }
    func copyImage() { calls.append("copy") }
    func copyCredit() { calls.append("credit") }
    func setAsWallpaper() { calls.append("wallpaper") }
    func imageFileForDrag() async -> DraggedFile? { nil }
    func dragDelivered(_ file: DraggedFile) {}
    func requestSavingToFolder(_ folder: String) -> FolderSaveRequest? { nil }
}
