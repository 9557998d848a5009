@testable import PixscoutViewModel

/// Fit's dialog state as a mock: records what the view asks.
@MainActor
final class MockFit: FitViewModeling {
    let state = ObservableProperty<FitState>(.loading)
    var title = "Fit “Sunset”"
    var isBatch = false
    let picture = ObservableProperty<(any PreviewImage)?>(nil)
    let frame = ObservableProperty<FitFrame?>(nil)
    let targets = ["_Slide, 16:9", "S_quare", "_Free"]
    let targetIndex = ObservableProperty(0)
    let formats = ["JPEG", "PNG", "WebP"]
    let formatIndex = ObservableProperty(0)
    let quality = ObservableProperty(85)
    let hasQuality = ObservableProperty(true)
    let outputWidth = ObservableProperty(1920)
    let outputHeight = ObservableProperty(1080)
    let heightIsFree = ObservableProperty(false)
    let summary = ObservableProperty("1920 × 1080 pixels, JPEG")
    let warning = ObservableProperty<String?>(nil)
    let creditNote = ObservableProperty("The credit will say that it was cropped and resized from the original.")
    var suggestedFileName = "sunset-fitted.jpg"
    var selectedPageURL: String? = "https://example.org/sunset"
    var calls: [String] = []

    func open() { calls.append("open") }
    func close() { calls.append("close") }
    func chooseTarget(_ index: Int) { targetIndex.value = index }
    func chooseFormat(_ index: Int) { formatIndex.value = index }
    func setQuality(_ quality: Int) { self.quality.value = quality }
    func setWidth(_ width: Int) { outputWidth.value = width }
    func setHeight(_ height: Int) { outputHeight.value = height }
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
