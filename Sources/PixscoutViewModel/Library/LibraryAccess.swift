import PixscoutModel

/// The library, which opens after the window shows: whoever needs it before then waits for
/// it, and hears nil when it could not be opened at all.
@MainActor
public final class LibraryAccess {
    private(set) var opened: OpenedLibrary?
    /// True once opening ended, whether or not a library came of it.
    private(set) var isSettled = false
    private var waiting: [CheckedContinuation<OpenedLibrary?, Never>] = []

    public init() {}

    func settle(_ library: OpenedLibrary?) {
        guard !isSettled else { return }
        opened = library
        isSettled = true
        let waiting = self.waiting
        self.waiting = []
        for continuation in waiting {
            continuation.resume(returning: library)
        }
    }

    /// The library, once it is open; nil when it could not be opened.
    func library() async -> OpenedLibrary? {
        if isSettled { return opened }
        return await withCheckedContinuation { waiting.append($0) }
    }
}
