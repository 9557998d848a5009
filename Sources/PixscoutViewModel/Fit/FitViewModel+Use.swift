import Foundation
import PixscoutLocalization
import PixscoutModel

/// The fitted picture used wherever the original goes, each use in the ledger as changed.
extension FitViewModel {
    /// What is made: the frame the person set, or the subject found again on the whole picture.
    private var request: FitRequest {
        FitRequest(region: adjusted ? region : nil,
            size: PixelSize(width: outputWidth.value, height: outputHeight.value), format: format,
            quality: quality.value)
    }

    /// A wallpaper fills the screen: unless the person chose the screen or set the frame
    /// themselves, the picture is fitted to the screen's size around its subject.
    private var wallpaperRequest: FitRequest {
        let screen = choices.lazy.compactMap { choice -> PixelSize? in
            guard case .screen(let width, let height) = choice.target else { return nil }
            return PixelSize(width: width, height: height)
        }.first
        guard !adjusted, let screen else { return request }
        return FitRequest(region: nil, size: screen, format: format, quality: quality.value)
    }

    /// The picture fitted now (as `request` asks, unless another is given), or nil after a
    /// notice saying why not.
    private func fitted(_ asked: FitRequest? = nil, failing action: String) async -> FittedPicture? {
        guard let source, state.value == .ready else { return nil }
        messages.notifyProgress(tr("Fitting the image…"))
        do throws(FitError) {
            return try await fitter.fit(source, as: asked ?? request)
        } catch {
            if error != .cancelled {
                messages.notifyFailure(String(format: action, error.message))
            }
            return nil
        }
    }

    public func save(to path: String) {
        guard let image else { return }
        Task { [weak self] in
            guard let self, let picture = await fitted(failing: tr("Pixscout could not save the image: %@")) else {
                return
            }
            let credit = uses.recorder.credit(for: image, isChanged: true)
            let file = await Task.detached {
                picture.write(to: URL(fileURLWithPath: path), replacing: true, preparing: credit)
            }.value
            guard let file else {
                messages.notifyFailure(String(format: tr("Pixscout could not save the image: %@"),
                    FitError.cannotWrite.message))
                return
            }
            uses.recorder.record(image, as: .saved, at: file.path, isChanged: true)
            messages.notifySaved(String(format: tr("Fitted image saved as “%@”."), file.lastPathComponent),
                in: file.deletingLastPathComponent())
        }
    }

    public func copyImage() {
        guard let image else { return }
        Task { [weak self] in
            guard let self, let picture = await fitted(failing: tr("Pixscout could not copy the image: %@")) else {
                return
            }
            // As the original is copied: at most the side any document or clipboard needs.
            let side = min(max(picture.size.width, picture.size.height), ImageActionsViewModel.copiedImageMaxSide)
            guard let decoded = try? await active.decoder.decodePreview(picture.data,
                format: picture.format.imageFormat.rawValue, maxWidth: side, maxHeight: side) else {
                messages.notifyFailure(String(format: tr("Pixscout could not copy the image: %@"),
                    FitError.notAPicture.message))
                return
            }
            uses.clipboard.copy(image: decoded)
            uses.recorder.record(image, as: .copied, isChanged: true)
            messages.notify(tr("Fitted image copied to the clipboard."))
        }
    }

    public func copyCredit() {
        guard let image else { return }
        uses.clipboard.copy(text: ImageCredit(image, isChanged: true).sentence(in: .text))
        messages.notify(tr("Credit copied to the clipboard."))
    }

    public func setAsWallpaper() {
        guard let image, let wallpaper = uses.wallpaper else { return }
        let folder = uses.folders.wallpapers
        let name = suggestedFileName
        Task { [weak self] in
            let failing = tr("Pixscout could not set the wallpaper: %@")
            guard let self, let picture = await fitted(wallpaperRequest, failing: failing) else { return }
            let credit = uses.recorder.credit(for: image, isChanged: true)
            guard let file = await Task.detached(operation: {
                folder.write(picture.data, named: name, preparing: credit)
            }).value else {
                messages.notifyFailure(String(format: failing, FitError.cannotWrite.message))
                return
            }
            await uses.recorder.giveSidecarCredit(image, toFileAt: file.path, isChanged: true)
            if let failure = await wallpaper.setWallpaper(file: file) {
                messages.notifyFailure(String(format: failing, failure))
            } else {
                uses.recorder.record(image, as: .wallpaper, at: file.path, isChanged: true)
                messages.notify(tr("Wallpaper set."))
            }
        }
    }

    public var selectedPageURL: String? { image?.pageURL }

    public func imageFileForDrag() async -> DraggedFile? {
        guard let image else { return nil }
        let folder = uses.folders.drag
        let name = suggestedFileName
        let credit = uses.recorder.credit(for: image, isChanged: true)
        guard let picture = await fitted(failing: tr("Pixscout could not drag the image out: %@")),
              let file = await Task.detached(operation: { folder.write(picture.data, named: name, preparing: credit) })
                .value
        else { return nil }
        await uses.recorder.giveSidecarCredit(image, toFileAt: file.path, isChanged: true)
        return DraggedFile(path: file.path, image: image, isChanged: true)
    }

    public func dragDelivered(_ file: DraggedFile) {
        uses.recorder.record(file.image, as: .dragged, at: file.path, isChanged: file.isChanged)
    }

    public func requestSavingToFolder(_ folder: String) -> FolderSaveRequest? {
        folderSave.request(savingSelectionTo: folder,
            fitting: FitBatch(target: target, format: format, quality: quality.value))
    }
}
