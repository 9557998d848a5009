/// Lets go of a replaced search's results a slice at a time, between turns of the main loop:
/// freeing thousands of cells with their thumbnails at once holds the main thread just as the
/// new search's rows are to be drawn.
@MainActor
final class GradualRelease<Element> {
    private let sliceSize = 500

    private var slices: [[Element]] = []
    private var releasing: Task<Void, Never>?
    private let pause: @Sendable (Duration) async throws -> Void

    init(pause: @escaping @Sendable (Duration) async throws -> Void) {
        self.pause = pause
    }

    /// Holds `items` and lets them go over the next turns of the main loop; the caller drops
    /// its own reference.
    func release(_ items: [Element]) {
        for start in stride(from: 0, to: items.count, by: sliceSize) {
            slices.append(Array(items[start..<min(start + sliceSize, items.count)]))
        }
        guard releasing == nil, !slices.isEmpty else { return }
        releasing = Task { [weak self] in
            while let self, !slices.isEmpty {
                try? await pause(.milliseconds(1))
                slices.removeLast()
            }
            self?.releasing = nil
        }
    }
}
