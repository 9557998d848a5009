import Foundation
import PixscoutModel

/// Fits every picture as one of `size`, its subject at `subjectCentre` (fractions), and answers
/// each fit with a JPEG's first bytes, remembering what was asked.
final class StubFitter: ImageFitting, @unchecked Sendable {
    private let lock = NSLock()
    private var _requests: [FitRequest] = []
    var size = PixelSize(width: 2000, height: 1000)
    var subjectCentre = (x: 0.8, y: 0.5)

    var requests: [FitRequest] { lock.withLock { _requests } }

    func source(from data: Data) async throws(FitError) -> FitSource {
        FitSource(file: URL(fileURLWithPath: "/nonexistent/picture.jpg"), size: size)
    }

    func interestingRegion(of source: FitSource, aspect: Double?) async throws(FitError) -> FitRegion {
        FitRegion.largest(of: aspect, in: source.size, centredOn: (subjectCentre.x * Double(source.size.width),
            subjectCentre.y * Double(source.size.height)))
    }

    func fit(_ source: FitSource, as request: FitRequest) async throws(FitError) -> FittedPicture {
        lock.withLock { _requests.append(request) }
        return FittedPicture(data: Data([0xFF, 0xD8, 0xFF, 0xE0] + Array(repeating: 0, count: 60) + [0xFF, 0xD9]),
            size: request.size, format: request.format)
    }
}
