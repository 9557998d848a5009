import Foundation
import PixscoutLocalization
import PixscoutModel

/// What a person can do with the selected image besides looking at its page: copy it or its
/// link or credit, drag it out, make it the wallpaper.
extension ImageSearchListViewModel {
    /// The largest size a copied image is decoded to: enough for any document, small enough
    /// for any clipboard.
    static let copiedImageMaxSide = 4096

    var selectedImage: ImageEntity? {
        selectedIndex.value.flatMap { images.indices.contains($0) ? images[$0] : nil }
    }

    public var selectedPageURL: String? {
        selectedImage?.pageURL
    }

    public func copyImage() {
        guard let image = selectedImage else { return }
        guard let url = image.largeImageURL else {
            banner.value = Banner(text: String(format: tr("Pixscout could not copy the image: %@"), ImageUseFailure.noPicture.reason))
            return
        }
        let loader = self.loader
        notices.send(tr("Copying the image…"))
        Task { [weak self] in
            let side = Self.copiedImageMaxSide
            let state = await loader.load(url, maxWidth: side, maxHeight: side)
            guard let self else { return }
            guard let decoded = state.image else {
                banner.value = Banner(text: tr("Pixscout could not copy the image: this image could not be used, because it could not be downloaded or is not a whole picture. Try again, or open its page in the browser."))
                return
            }
            clipboard.copy(image: decoded)
            notices.send(tr("Image copied to the clipboard."))
        }
    }

    public func copyLink() {
        guard let image = selectedImage else { return }
        clipboard.copy(text: image.pageURL)
        notices.send(tr("Link copied to the clipboard."))
    }

    public func copyCredit() {
        guard let image = selectedImage else { return }
        clipboard.copy(text: image.creditLine(providerName: source.description.name))
        notices.send(tr("Credit copied to the clipboard."))
    }

    public func setAsWallpaper() {
        guard let image = selectedImage, let wallpaper else { return }
        notices.send(tr("Setting the wallpaper…"))
        Task { [weak self] in
            guard let self else { return }
            let file: URL
            switch await usableFile(of: image, in: folders.wallpapers) {
            case .success(let made): file = made
            case .failure(let failure):
                banner.value = Banner(text: String(format: tr("Pixscout could not set the wallpaper: %@ The wallpaper was not changed."), failure.reason))
                return
            }
            if let failure = await wallpaper.setWallpaper(file: file) {
                banner.value = Banner(text: String(format: tr("Pixscout could not set the wallpaper: %@"), failure))
            } else {
                notices.send(tr("Wallpaper set."))
            }
        }
    }

    /// The selected image as a complete file in the drag folder, for dropping into other
    /// apps: downloaded first (from the cache when it can), checked to be a whole picture,
    /// never handed over half written.
    public func imageFileForDrag() async -> String? {
        guard let image = selectedImage else { return nil }
        switch await usableFile(of: image, in: folders.drag) {
        case .success(let file):
            return file.path
        case .failure(let failure):
            banner.value = Banner(text: String(format: tr("Pixscout could not drag the image out: %@"), failure.reason))
            return nil
        }
    }

    /// The image's large picture, fetched through the source (disk cache first), known to be
    /// a whole JPEG, PNG, GIF or WebP file that decodes within the size limits, written to
    /// `folder` atomically under a safe name with the extension its bytes call for.
    private func usableFile(of image: ImageEntity, in folder: CacheFolder) async -> Result<URL, ImageUseFailure> {
        guard let url = image.largeImageURL else { return .failure(.noPicture) }
        let fetcher = source.imageFetcher
        let decoder = previewDecoder
        let stem = image.fileStem(provider: source.description.id)
        return await Task.detached { () -> Result<URL, ImageUseFailure> in
            guard let data = try? await fetcher.fetchImage(at: url, maxBytes: PreviewLoader.maximumByteLimit) else {
                return .failure(.notDownloaded)
            }
            guard let format = ImageFormat.of(data), format.isDisplayable, format.isComplete(data),
                  (try? await decoder.decodePreview(data, format: format.rawValue, maxWidth: 1024, maxHeight: 1024)) != nil
            else { return .failure(.notAPicture) }
            guard let file = folder.write(data, named: SafeFileName.make(stem: stem, format: format)) else {
                return .failure(.cannotWrite(folder.url.path))
            }
            return .success(file)
        }.value
    }

    // MARK: Quick look

    public func openQuickLook(maxWidth: Int, maxHeight: Int) {
        guard let index = selectedIndex.value else { return }
        quickLookSize = (maxWidth, maxHeight)
        showQuickLook(at: index)
    }

    public func closeQuickLook() {
        (quickLook.value as? QuickLookViewModel)?.cancel()
        quickLook.value = nil
        quickLookWaitsForNextPage = false
    }

    public func showNextInQuickLook() {
        guard let current = quickLook.value?.index else { return }
        if current + 1 < cells.count {
            move(to: current + 1)
        } else if pager.hasMore {
            // The next image is on the next page: show it when that arrives.
            quickLookWaitsForNextPage = true
            pager.loadNextPage()
        } else {
            notices.send(tr("This is the last image."))
        }
    }

    public func showPreviousInQuickLook() {
        guard let current = quickLook.value?.index, current > 0 else { return }
        move(to: current - 1)
    }

    private func move(to index: Int) {
        selectRow(at: index)
        showQuickLook(at: index)
    }

    /// After a page arrived: the quick look that waited for it moves on.
    func continueQuickLookAfterPage() {
        guard quickLookWaitsForNextPage, let current = quickLook.value?.index else { return }
        quickLookWaitsForNextPage = false
        if current + 1 < cells.count { move(to: current + 1) }
    }

    private func showQuickLook(at index: Int) {
        (quickLook.value as? QuickLookViewModel)?.cancel()
        let total = pager.total ?? (pager.hasMore ? nil : cells.count)
        quickLook.value = QuickLookViewModel(
            image: images[index], index: index, total: total, thumbnail: cells[index].preview.value.image, loader: loader,
            maxWidth: quickLookSize.width, maxHeight: quickLookSize.height)
    }
}
