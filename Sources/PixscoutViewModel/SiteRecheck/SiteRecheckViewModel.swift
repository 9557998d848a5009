import Foundation
import PixscoutLocalization
import PixscoutModel

@MainActor
public final class SiteRecheckViewModel: SiteRecheckViewModeling {
    public var isChecking: ObservableProperty<Bool> { isCheckingWriter.property }
    private let isCheckingWriter = PropertyWriter<Bool>(false)
    private let access: LibraryAccess
    private let recheck: SiteRecheck
    private let messages: any OutcomeTelling
    /// Hears that the used images' marks changed, so that a shelf shown shows them.
    private let changed: @MainActor () -> Void

    public init(access: LibraryAccess, recheck: SiteRecheck, messages: any OutcomeTelling,
        changed: @escaping @MainActor () -> Void) {
        self.access = access
        self.recheck = recheck
        self.messages = messages
        self.changed = changed
    }

    public func recheckSites() {
        guard !isChecking.value else { return }
        isCheckingWriter.value = true
        messages.notifyProgress(tr("Checking the sites of the images you used…"))
        let recheck = self.recheck
        Task { [weak self] in
            guard let self else { return }
            defer { isCheckingWriter.value = false }
            guard let library = await access.library()?.store as? any SiteRecheckRecording else {
                messages.notifyFailure(tr("Pixscout could not open your library, so it cannot check your images' sites."))
                return
            }
            let outcome = await Task.detached { () -> Result<SiteRecheck.Report, LibraryError> in
                do throws(LibraryError) {
                    return .success(try await recheck.run(on: library))
                } catch {
                    return .failure(error)
                }
            }.value
            switch outcome {
            case .success(let report):
                changed()
                if report.failures.isEmpty {
                    messages.notify(report.summary)
                } else {
                    messages.notifyFailure(([report.summary] + report.failures).joined(separator: " ")) { [weak self] in
                        self?.recheckSites()
                    }
                }
            case .failure(let error):
                messages.notifyFailure(error.message)
            }
        }
    }
}
