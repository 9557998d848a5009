import Foundation
import PixscoutLocalization
import PixscoutModel

@MainActor
public final class ImageActionsViewModel: ImageActionsViewModeling {
    /// The largest size a copied image is decoded to: enough for any document, small enough
    /// for any clipboard.
    static let copiedImageMaxSide = 4096
    /// The box a picture handed to the desktop is decoded into, to know that it is one.
    static let checkedPictureSide = 1024

    private let selection: any SelectedImages
    private let active: ActiveSite
    private let messages: any OutcomeTelling
    private let clipboard: any ClipboardWriting
    private let wallpaper: (any WallpaperSetting)?
    private let folders: ImageFolders
    private let recorder: LibraryRecorder

    public init(
        selection: any SelectedImages, active: ActiveSite, messages: any OutcomeTelling,
            clipboard: any ClipboardWriting,
        wallpaper: (any WallpaperSetting)?, folders: ImageFolders, recorder: LibraryRecorder
    ) {
        self.recorder = recorder
        self.selection = selection
        self.active = active
        self.messages = messages
        self.clipboard = clipboard
        self.wallpaper = wallpaper
        self.folders = folders
    }

    public var selectedPageURL: String? {
        selection.selectedImage?.pageURL
    }

    public func copyImage() {
        guard let image = selection.selectedImage else { return }
        copy(image)
    }

    private func copy(_ image: ImageEntity) {
        guard let url = image.largeImageURL else {
            messages.notifyFailure(String(format: tr("Pixscout could not copy the image: %@"),
                ImageUseFailure.noPicture.reason))
            return
        }
        let loader = PreviewLoader(fetcher: active.fileFetcher, decoder: active.decoder)
        messages.notifyProgress(tr("Copying the image…"))
        Task { [weak self] in
            let side = Self.copiedImageMaxSide
            let state = await loader.load(url, maxWidth: side, maxHeight: side)
            guard let self else { return }
            guard let decoded = state.image else {
                messages.notifyFailure(tr("Pixscout could not copy the image: this image could not be used, because it could not be downloaded or is not a whole picture. Try again, or open its page in the browser.")) { [weak self] in self?.copy(image) }
                return
            }
            clipboard.copy(image: decoded)
            recorder.record(image, as: .copied)
            messages.notify(tr("Image copied to the clipboard."))
        }
    }

    public func copyLink() {
        guard let image = selection.selectedImage else { return }
        clipboard.copy(text: image.pageURL)
        messages.notify(tr("Link copied to the clipboard."))
    }

    public func setAsWallpaper() {
        guard let image = selection.selectedImage else { return }
        setAsWallpaper(image)
    }

    private func setAsWallpaper(_ image: ImageEntity) {
        guard let wallpaper else { return }
        messages.notifyProgress(tr("Setting the wallpaper…"))
        let retry: @MainActor () -> Void = { [weak self] in self?.setAsWallpaper(image) }
        Task { [weak self] in
            guard let self else { return }
            let file: URL
            switch await usableFile(of: image, in: folders.wallpapers,
                credit: recorder.credit(for: image, isChanged: false)) {
            case .success(let made): file = made
            case .failure(let failure):
                messages.notifyFailure(String(format: tr("Pixscout could not set the wallpaper: %@ The wallpaper was not changed."), failure.reason), retry: retry)
                return
            }
            // Credited before the desktop is given it, which reads it at once.
            await recorder.giveSidecarCredit(image, toFileAt: file.path, isChanged: false)
            if let failure = await wallpaper.setWallpaper(file: file) {
                messages.notifyFailure(String(format: tr("Pixscout could not set the wallpaper: %@"), failure), retry: retry)
            } else {
                messages.notify(tr("Wallpaper set."))
                recorder.record(image, as: .wallpaper, at: file.path)
            }
        }
    }

    /// The selected image as a complete file in the drag folder, for dropping into other
    /// apps: downloaded first (from the cache when it can), checked to be a whole picture,
    /// never handed over half written.
    public func imageFileForDrag() async -> DraggedFile? {
        guard let image = selection.selectedImage else { return nil }
        switch await usableFile(of: image, in: folders.drag, credit: recorder.credit(for: image, isChanged: false)) {
        case .success(let file):
            // Credited before it is handed over: the other app reads it at once.
            await recorder.giveSidecarCredit(image, toFileAt: file.path, isChanged: false)
            return DraggedFile(path: file.path, image: image)
        case .failure(let failure):
            messages.notifyFailure(String(format: tr("Pixscout could not drag the image out: %@"), failure.reason))
            return nil
        }
    }

    public func dragDelivered(_ file: DraggedFile) {
        recorder.record(file.image, as: .dragged, at: file.path)
    }

    /// The image's large picture, fetched through the source (disk cache first), known to be
    /// a whole JPEG, PNG, GIF or WebP file that decodes within the size limits, written to
    /// `folder` atomically under a safe name with the extension its bytes call for, its `credit`
    /// written in before it takes that name.
    private func usableFile(of image: ImageEntity, in folder: CacheFolder,
        credit: FilePreparing?) async -> Result<URL, ImageUseFailure> {
        guard let url = image.largeImageURL else { return .failure(.noPicture) }
        let fetcher = active.fileFetcher
        let decoder = active.decoder
        let stem = image.fileStem
        let side = Self.checkedPictureSide
        return await Task.detached { () -> Result<URL, ImageUseFailure> in
            guard let data = try? await fetcher.fetchImage(at: url, maxBytes: PreviewLoader.maximumByteLimit) else {
                return .failure(.notDownloaded)
            }
            guard let format = ImageFormat.of(data), format.isDisplayable, format.isComplete(data),
                  (try? await decoder.decodePreview(data, format: format.rawValue, maxWidth: side,
                      maxHeight: side)) != nil
            else { return .failure(.notAPicture) }
            guard let file = folder.write(data, named: SafeFileName.make(stem: stem, format: format),
                preparing: credit) else {
                return .failure(.cannotWrite(folder.url.path))
            }
            return .success(file)
        }.value
    }
}
