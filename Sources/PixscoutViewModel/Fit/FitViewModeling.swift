/// Fit: crop an image to a target's shape and size, or several images alike, and use the
/// result wherever the original goes, with a credit that says it was changed.
@MainActor
public protocol FitViewModeling: ImageFileDragging {
    var state: ObservableProperty<FitState> { get }
    /// "Fit “Sunset”", or "Fit 3 Images".
    var title: String { get }
    /// Several images: each is cropped where its subject is; there is no frame to adjust.
    var isBatch: Bool { get }
    /// The picture being fitted, for the crop view.
    var picture: ObservableProperty<(any PreviewImage)?> { get }
    var frame: ObservableProperty<FitFrame?> { get }
    /// The targets' titles, with a mnemonic each.
    var targets: [String] { get }
    var targetIndex: ObservableProperty<Int> { get }
    var formats: [String] { get }
    var formatIndex: ObservableProperty<Int> { get }
    /// 1 to 100; only for JPEG and WebP.
    var quality: ObservableProperty<Int> { get }
    var hasQuality: ObservableProperty<Bool> { get }
    var outputWidth: ObservableProperty<Int> { get }
    var outputHeight: ObservableProperty<Int> { get }
    /// Whether the height is the person's to set (a custom size) or follows the shape.
    var heightIsFree: ObservableProperty<Bool> { get }
    /// What will be made: "1920 × 1080 pixels, JPEG".
    var summary: ObservableProperty<String> { get }
    /// Enlarging, an unknown licence: nil when there is nothing to warn of.
    var warning: ObservableProperty<String?> { get }
    /// What the credit will say.
    var creditNote: ObservableProperty<String> { get }
    var suggestedFileName: String { get }

    /// Fits the selected image, or the selected images.
    func open()
    /// The dialog closed: work under way stops.
    func close()
    func chooseTarget(_ index: Int)
    func chooseFormat(_ index: Int)
    func setQuality(_ quality: Int)
    func setWidth(_ width: Int)
    func setHeight(_ height: Int)
    /// Moves the frame by fractions of the picture.
    func moveFrame(x: Double, y: Double)
    /// Drags `corner` by fractions of the picture, keeping the target's shape.
    func dragCorner(_ corner: FitCorner, x: Double, y: Double)
    /// An arrow key: a step of 1% of the picture, 10% with `large` (Shift).
    func nudge(x: Int, y: Int, large: Bool)

    func save(to path: String)
    func copyImage()
    func copyCredit()
    func setAsWallpaper()
    /// Several images fitted alike into `folder`: the request to ask about, as Save to Folder's.
    func requestSavingToFolder(_ folder: String) -> FolderSaveRequest?
}
