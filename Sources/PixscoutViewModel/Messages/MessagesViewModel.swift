import Foundation
import PixscoutLocalization
import PixscoutModel

@MainActor
public final class MessagesViewModel: MessagesViewModeling, OutcomeTelling, SearchMessaging, BannerActions {
    public var siteNote: ObservableProperty<Banner?> { siteNoteWriter.property }
    private let siteNoteWriter = PropertyWriter<Banner?>(nil)
    public var banner: ObservableProperty<Banner?> { bannerWriter.property }
    private let bannerWriter = PropertyWriter<Banner?>(nil)
    /// Where a banner's ways forward (Retry, the sample catalog, the way back) are taken.
    public var actions: ChangeStream<Banner.Action> { actionsSender.stream }
    private let actionsSender = ChangeSender<Banner.Action>()
    private let countdown: RateLimitCountdown
    /// Where the outcome of an action that finished later is said.
    private let toasts: any ToastPresenting
    /// Opens the folder a file was saved in, from the notice that says so.
    private let folderOpener: (any URLOpening)?

    public init(
        toasts: any ToastPresenting, folderOpener: (any URLOpening)?,
        sleep: @escaping @Sendable (Duration) async throws -> Void
    ) {
        self.toasts = toasts
        self.folderOpener = folderOpener
        countdown = RateLimitCountdown(sleep: sleep)
    }

    public func perform(_ action: Banner.Action) {
        actionsSender.send(action)
    }

    public func dismissBanner() {
        countdown.cancel()
        bannerWriter.value = nil
    }

    /// The note on the site searched (a fallback, one of All sites failing), or none.
    public func showSiteNote(_ note: Banner?) {
        siteNoteWriter.value = note
    }

    /// Stops a rate limit's countdown, leaving its banner: a new search goes out instead.
    public func cancelCountdown() {
        countdown.cancel()
    }

    /// Shows `banner` above the results, in place of any other.
    public func show(_ banner: Banner) {
        self.bannerWriter.value = banner
    }

    /// Says, over the results, that an action is done.
    public func notify(_ text: String) {
        toasts.present(Toast(text: text, kind: .success))
    }

    /// Says, over the results, that files were saved in `folder`, offering to open it.
    public func notifySaved(_ text: String, in folder: URL) {
        guard let folderOpener else { return notify(text) }
        toasts.present(Toast(text: text, kind: .success, action: .openFolder)) { [weak self] in
            if let failure = folderOpener.open(folder.absoluteString) {
                self?.notifyFailure(String(format: tr("Pixscout could not open the folder: %@"), failure))
            }
        }
    }

    /// Says, over the results, that `file` was written, offering to open it.
    public func notifyWritten(_ text: String, file: URL) {
        guard let folderOpener else { return notify(text) }
        toasts.present(Toast(text: text, kind: .success, action: .openFile)) { [weak self] in
            if let failure = folderOpener.open(file.absoluteString) {
                self?.notifyFailure(String(format: tr("Pixscout could not open the file: %@"), failure))
            }
        }
    }

    /// Says, over the results, that an action is under way, until its outcome is said.
    public func notifyProgress(_ text: String) {
        toasts.present(Toast(text: text, kind: .progress))
    }

    /// Says, over the results, that an action failed, until dismissed; `retry` tries it again.
    public func notifyFailure(_ text: String, retry: (@MainActor () -> Void)?) {
        toasts.present(Toast(text: text, kind: .failure, action: retry == nil ? nil : .retry), action: retry)
    }

    /// While a rate limit counts down, nothing more is asked of the site.
    public var isCountingDown: Bool {
        countdown.isRunning
    }

    /// Says what went wrong, naming the site, with its ways forward; a rate limit counts
    /// down where a person can see it, then retries by itself.
    public func report(_ error: NetworkError, from site: SiteDescription) {
        let name = site.name
        if case .rateLimited(let seconds) = error {
            countdown.start(seconds: seconds ?? 60) { [weak self] remaining in
                let text = String(format: trn(
                    "%@ allows no more searches for now; retrying in %ld second.",
                    "%@ allows no more searches for now; retrying in %ld seconds.", remaining), name, remaining)
                self?.bannerWriter.value = Banner(text: text, isError: false)
            } done: { [weak self] in
                self?.actionsSender.send(.retry)
            }
            return
        }
        let unreachable = [.serverNotReached, .connectionLost, .timedOut].contains(error)
        let actions: [Banner.Action] = if error == .invalidAPIKey {
            [.openPreferences]
        } else if unreachable && site.id != .sample {
            [.retry, .useSampleCatalog]
        } else {
            [.retry]
        }
        show(Banner(text: error.message(service: name), actions: actions))
    }
}
