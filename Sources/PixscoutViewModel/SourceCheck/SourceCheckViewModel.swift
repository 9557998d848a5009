import Foundation
import PixscoutLocalization
import PixscoutModel

@MainActor
public final class SourceCheckViewModel: SourceCheckViewModeling {
    private let checking = ObservableProperty(false)
    public let isChecking: ReadOnlyProperty<Bool>
    private let access: LibraryAccess
    private let recheck: SourceRecheck
    private let messages: any OutcomeTelling
    /// Hears that the used images' marks changed, so that a shelf shown shows them.
    private let changed: @MainActor () -> Void

    public init(access: LibraryAccess, recheck: SourceRecheck, messages: any OutcomeTelling,
        changed: @escaping @MainActor () -> Void) {
        self.access = access
        self.recheck = recheck
        self.messages = messages
        self.changed = changed
        isChecking = ReadOnlyProperty(checking)
    }

    public func checkSources() {
        guard !checking.value else { return }
        checking.value = true
        messages.notifyProgress(tr("Checking the sites of the images you used…"))
        let recheck = self.recheck
        Task { [weak self] in
            guard let self else { return }
            defer { checking.value = false }
            guard let library = await access.library()?.store as? any SourceCheckRecording else {
                messages.notifyFailure(tr("Pixscout could not open your library, so it cannot check your images' sites."))
                return
            }
            let outcome = await Task.detached { () -> Result<SourceRecheck.Report, LibraryError> in
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
                        self?.checkSources()
                    }
                }
            case .failure(let error):
                messages.notifyFailure(error.message)
            }
        }
    }
}
