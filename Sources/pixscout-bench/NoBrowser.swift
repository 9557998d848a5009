import PixscoutViewModel

/// The session benchmark opens no pages.
@MainActor
final class NoBrowser: URLOpening {
    func open(_ url: String) -> String? { nil }
}
