/// Tiles whose pixels wait to be copied to the X server, copied one per turn of the main loop
/// before the next frame: the pictures of a page come together, and copying them all in the
/// turn that delivered them held the loop for milliseconds. A tile drawn first copies its own.
@MainActor
final class ScreenUploads {
    static let shared = ScreenUploads()

    private struct Waiting {
        weak var image: TileImage?
    }

    private var waiting: [Waiting] = []
    private var next = 0

    func add(_ image: TileImage) {
        waiting.append(Waiting(image: image))
        guard waiting.count == 1 else { return }
        MainLoop.repeatWhenIdle(beforeRedraws: true) { [weak self] in self?.copyNext() ?? false }
    }

    /// Copies the next tile's pixels that still wait; says whether more wait.
    private func copyNext() -> Bool {
        while next < waiting.count {
            let image = waiting[next].image
            next += 1
            if image?.copyToScreen() == true { break }
        }
        guard next >= waiting.count else { return true }
        waiting = []
        next = 0
        return false
    }
}
