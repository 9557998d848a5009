import Foundation
import PixscoutLocalization
import PixscoutModel

@MainActor
public final class FolderSaveViewModel: FolderSaveViewModeling, FittedFolderSave {
    public var progress: ObservableProperty<FolderSaveProgress?> { progressWriter.property }
    private let progressWriter = PropertyWriter<FolderSaveProgress?>(nil)
    private let access: LibraryAccess
    private let selection: any SelectedImages
    let active: ActiveSite
    private let messages: any OutcomeTelling
    let recorder: LibraryRecorder
    let fitter: any ImageFitting
    private var saveTask: Task<Void, Never>?

    public init(
        access: LibraryAccess, selection: any SelectedImages, active: ActiveSite, messages: any OutcomeTelling,
        recorder: LibraryRecorder, fitter: any ImageFitting
    ) {
        self.fitter = fitter
        self.access = access
        self.selection = selection
        self.active = active
        self.messages = messages
        self.recorder = recorder
    }

    public func request(savingSelectionTo folder: String) -> FolderSaveRequest? {
        request(savingSelectionTo: folder, fitting: nil)
    }

    /// Saving the selection, each image fitted as `batch` asks (as it is when nil).
    public func request(savingSelectionTo folder: String, fitting batch: FitBatch?) -> FolderSaveRequest? {
        let images = selection.selectedImages
        guard !images.isEmpty else { return nil }
        // An image whose licence allows no changes is saved as it is, under its own name.
        let fitted = { (image: ImageEntity) in
            batch.flatMap { FitVerdict(license: image.license).allowsFitting ? $0.format.imageFormat : nil }
        }
        return FolderSaveRequest(folder: folder, fit: batch, plan: FolderSavePlan(images: images,
            folder: URL(fileURLWithPath: folder), writtenAs: fitted))
    }

    public func save(_ request: FolderSaveRequest, answer: FolderConflictAnswer) -> FolderSaveRequest? {
        guard saveTask == nil else { return nil }
        let now = self.request(savingSelectionTo: request.folder, fitting: request.fit)
        guard now == request, let now else { return now }
        let plan = switch answer {
        case .replace: now.plan.replacing()
        case .keepBoth: now.plan.keepingBoth()
        case .skip: now.plan.skippingConflicts()
        }
        guard !plan.items.isEmpty else {
            messages.notify(String(format: tr("Nothing to save: every image is in “%@” already."),
                plan.folder.lastPathComponent))
            return nil
        }
        show(done: 0, of: plan.items.count, current: 0)
        let fit = now.fit
        saveTask = Task { [weak self] in
            await self?.save(plan, fitting: fit)
        }
        return nil
    }

    public func cancel() {
        saveTask?.cancel()
    }

    private func save(_ plan: FolderSavePlan, fitting batch: FitBatch?) async {
        let downloader = active.sites.imageDownloader
        var saved: [CreditsDocument.Entry] = []
        var failures: [String] = []
        var keptAsTheyAre = 0
        // Names this batch wrote: a later image never replaces an earlier one's file, whatever
        // its bytes turned out to be.
        var written = Set<String>()
        for (index, item) in plan.items.enumerated() where !Task.isCancelled {
            let destination = plan.folder.appendingPathComponent(item.fileName)
            guard let url = item.image.downloadURL ?? item.image.largeImageURL else {
                failures.append(ImageUseFailure.noPicture.reason)
                continue
            }
            let total = plan.items.count
            if let batch, FitVerdict(license: item.image.license).allowsFitting {
                switch await saveFitted(item, as: batch, in: plan, replacing: item.replaces
                    && !written.contains(item.fileName)) {
                case .success(let file):
                    written.insert(file.lastPathComponent)
                    saved.append(CreditsDocument.Entry(item.image, fileName: file.lastPathComponent, isChanged: true))
                case .failure(.cancelled): break // the loop ends: the task is cancelled
                case .failure(let error): failures.append(error.message)
                }
                show(done: index + 1, of: total, current: 0)
                continue
            }
            if batch != nil { keptAsTheyAre += 1 }
            do throws(DownloadError) {
                let replacing = item.replaces && !written.contains(item.fileName)
                let file = try await downloader.download(url, to: destination, replacing: replacing,
                    preparing: recorder.credit(for: item.image, isChanged: false)) { received, expected in
                    Task { @MainActor [weak self] in
                        guard let self, progress.value != nil, expected > 0 else { return }
                        show(done: index, of: total, current: min(1, Double(received) / Double(expected)))
                    }
                }
                written.insert(file.lastPathComponent)
                saved.append(CreditsDocument.Entry(item.image, fileName: file.lastPathComponent))
                recorder.record(item.image, as: .saved, at: file.path)
            } catch .cancelled {
                break
            } catch {
                failures.append(error.message)
            }
            show(done: index + 1, of: total, current: 0)
        }
        let credits = await writeCredits(saved, plan: plan)
        saveTask = nil
        progressWriter.value = nil
        report(saved: saved.count, of: plan, failures: failures, credits: credits, keptAsTheyAre: keptAsTheyAre)
    }

    /// The credits file names every image saved in the folder that is still there: these, and
    /// the ones saved there before, as the ledger knows them. The person's own lines stay.
    private func writeCredits(_ saved: [CreditsDocument.Entry], plan: FolderSavePlan) async -> CreditsFile.Outcome {
        guard !saved.isEmpty else { return .written }
        var entries: [CreditsDocument.Entry] = []
        if let store = await access.library()?.store,
           let earlier = try? await store.imagesSaved(in: plan.folder.path) {
            let now = Set(saved.map { $0.fileName })
            entries = earlier.filter { !now.contains($0.fileName) }
        }
        let folder = plan.folder
        let file = folder.appendingPathComponent(CreditsFile.name)
        return await Task.detached {
            let still = entries.filter { entry in
                entry.fileName.map { FileManager.default.fileExists(atPath: folder.appendingPathComponent($0).path) }
                    ?? false
            }
            return CreditsFile.update(file, with: CreditsDocument(still + saved))
        }.value
    }

    private func report(saved: Int, of plan: FolderSavePlan, failures: [String], credits: CreditsFile.Outcome,
        keptAsTheyAre: Int) {
        let folderName = plan.folder.lastPathComponent
        let keptNote = keptAsTheyAre == 0 ? "" : " " + String(format: trn(
            "%ld image was saved as it is, because its licence allows no changes.",
            "%ld images were saved as they are, because their licences allow no changes.", keptAsTheyAre), keptAsTheyAre)
        let creditsNote = creditsNote(credits) + keptNote
        if let failure = failures.first {
            messages.notifyFailure(String(format: tr("%1$ld of %2$ld images saved in “%3$@”. The others could not be: %4$@ %5$@"),
                                              saved, plan.items.count, folderName, failure,
                                                  saved > 0 ? creditsNote : ""))
        } else if saved < plan.items.count {
            messages.notifySaved(String(format: tr("Saving stopped: %1$ld of %2$ld images saved in “%3$@”. %4$@"),
                                   saved, plan.items.count, folderName, saved > 0 ? creditsNote : ""), in: plan.folder)
        } else {
            messages.notifySaved(String(format: trn("%1$ld image saved in “%2$@”. %3$@",
                "%1$ld images saved in “%2$@”. %3$@", saved),
                                   saved, folderName, creditsNote), in: plan.folder)
        }
    }

    private func creditsNote(_ credits: CreditsFile.Outcome) -> String {
        switch credits {
        case .written: String(format: tr("Their credits are in %@."), CreditsFile.name)
        case .addedToYours: String(format: tr("Their credits were added to %@, keeping your own lines there."),
            CreditsFile.name)
        case .failed: String(format: tr("Pixscout could not write %@ there."), CreditsFile.name)
        case .notAFile: String(format: tr("%@ there is not an ordinary file, so Pixscout left it alone; rename it to get the credits written."), CreditsFile.name)
        }
    }

    private func show(done: Int, of total: Int, current: Double) {
        let text = String(format: tr("Saving %1$ld of %2$ld images…"), min(done + 1, total), total)
        progressWriter.value = FolderSaveProgress(text: text,
            fraction: total == 0 ? 1 : (Double(done) + current) / Double(total))
    }
}
