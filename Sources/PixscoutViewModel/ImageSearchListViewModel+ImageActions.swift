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
        let loader = self.loader
        notices.send(tr("Copying the image…"))
        Task { [weak self] in
            let side = Self.copiedImageMaxSide
            let state = await loader.load(image.largeImageURL, maxWidth: side, maxHeight: side)
            guard let self else { return }
            guard let decoded = state.image else {
                banner.value = Banner(text: tr("Pixscout could not copy the image: it could not be downloaded or read. Try again, or open its page in the browser."))
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
        let file = folders.wallpapers.appendingPathComponent(image.fileName(provider: source.description.id))
        notices.send(tr("Setting the wallpaper…"))
        Task { [weak self] in
            guard let self else { return }
            guard await download(image.largeImageURL, to: file) else {
                banner.value = Banner(text: tr("Pixscout could not set the wallpaper: the image could not be downloaded. Try again."))
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
    /// apps: downloaded first (from the cache when it can), never handed over half written.
    public func imageFileForDrag() async -> String? {
        guard let image = selectedImage else { return nil }
        let file = folders.drag.appendingPathComponent(image.fileName(provider: source.description.id))
        guard await download(image.largeImageURL, to: file) else {
            banner.value = Banner(text: tr("Pixscout could not drag the image out: it could not be downloaded. Try again."))
            return nil
        }
        return file.path
    }

    /// Fetches `url` through the source (disk cache first) and writes it to `file` atomically.
    private func download(_ url: String, to file: URL) async -> Bool {
        let fetcher = source.imageFetcher
        return await Task.detached {
            guard let data = try? await fetcher.fetchImage(at: url) else { return false }
            do {
                try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: file, options: .atomic)
                return true
            } catch {
                Log.warning("could not write \(file.path): \(error)")
                return false
            }
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
