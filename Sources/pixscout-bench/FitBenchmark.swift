import Foundation
import PixscoutApp
import PixscoutModel

/// Fit's imaging as the app does it, on a file: its subject found by libvips' attention crop,
/// cut to the size asked, written as a JPEG and read back. The first fit of a fresh process,
/// so that opening and starting libvips count, as they do for `vipsthumbnail`.
enum FitBenchmark {
    static func fit(file: URL, size: PixelSize) async throws -> (milliseconds: Double, size: PixelSize) {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-bench-fit-\(UUID())")
        defer { try? FileManager.default.removeItem(at: work) }
        let fitter = ImageFitter(resampler: VipsPictureResampler(),
            workFolder: CacheFolder(url: work, root: work, limitBytes: ImageFitter.workFolderLimitBytes))
        let clock = ContinuousClock()
        let start = clock.now
        let source = try await fitter.source(file: file)
        let picture = try await fitter.fit(source, as: FitRequest(region: nil, size: size))
        let elapsed = clock.now - start
        return (Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15, picture.size)
    }
}
