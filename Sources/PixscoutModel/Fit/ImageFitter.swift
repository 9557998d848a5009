import Foundation

/// Fit's imaging, over `PictureResampling`: one picture at a time on a queue of its own, so
/// neither the main loop nor the tasks that fetch pictures wait for it.
public final class ImageFitter: ImageFitting {
    /// As for thumbnails: more than this is a pixel bomb, refused before it is decoded.
    public static let maximumPixels = 100_000_000
    /// The longest side of the copy in which the subject is looked for.
    static let attentionBox = 512
    /// A picture this flat (standard deviation out of 255) has no subject to centre on.
    static let flatDeviation = 4.0
    /// The largest fitted file read back: far more than any picture of `maximumPixels`.
    static let maximumOutputBytes = 512 * 1024 * 1024
    /// Pictures being fitted are removed once used; this bounds what a crash leaves behind.
    public static let workFolderLimitBytes = 256 * 1024 * 1024

    private let resampler: any PictureResampling
    private let workFolder: CacheFolder
    private let queue = DispatchQueue(label: "pixscout.fit", qos: .utility)

    public init(resampler: any PictureResampling, workFolder: CacheFolder) {
        self.resampler = resampler
        self.workFolder = workFolder
    }

    /// The formats fitted from the network: those Pixscout's previews decode too. TIFF is not
    /// among them: libtiff is a large decoder with a long record of flaws, and every site
    /// that offers a TIFF offers a JPEG rendition of it, which Fit takes instead.
    public static let acceptedFormats: Set<ImageFormat> = [.jpeg, .png, .webp, .gif]

    /// Pixscout's own sniffing admits only `acceptedFormats`: nothing else reaches libvips,
    /// whose other loaders' sniffers never see the bytes.
    public func source(from data: Data) async throws(FitError) -> FitSource {
        guard let format = ImageFormat.of(data), Self.acceptedFormats.contains(format) else {
            throw .notAPicture
        }
        let name = "source-\(UUID().uuidString).\(format.fileExtension)"
        guard let file = workFolder.write(data, named: name) else { throw .cannotWrite }
        do throws(FitError) {
            return FitSource(file: file, size: try await size(of: file), isOwned: true)
        } catch {
            workFolder.remove(name)
            throw error
        }
    }

    /// A picture already on disk that stays there, for the bench and the tests.
    public func source(file: URL) async throws(FitError) -> FitSource {
        FitSource(file: file, size: try await size(of: file), isOwned: false)
    }

    /// The picture's upright size from its header: over `maximumPixels` it is refused.
    private func size(of file: URL) async throws(FitError) -> PixelSize {
        try await run { (resampler: any PictureResampling) throws(FitError) in
            try resampler.size(of: file, maxPixels: Self.maximumPixels)
        }
    }

    public func interestingRegion(of source: FitSource, aspect: Double?) async throws(FitError) -> FitRegion {
        // The file, not the source, goes to the queue: the source stays the caller's to let go.
        let file = source.file
        let attention = try await run { (resampler: any PictureResampling) throws(FitError) in
            try resampler.attention(in: file, maxPixels: Self.maximumPixels, box: Self.attentionBox,
                aspect: aspect)
        }
        guard attention.deviation >= Self.flatDeviation, attention.size.width > 0 else {
            return FitRegion.largest(of: aspect, in: source.size)
        }
        let scale = Double(source.size.width) / Double(attention.size.width)
        let centre = (x: Double(attention.centre.x) * scale, y: Double(attention.centre.y) * scale)
        return FitRegion.largest(of: aspect, in: source.size, centredOn: centre)
    }

    public func fit(_ source: FitSource, as request: FitRequest) async throws(FitError) -> FittedPicture {
        var request = request
        request.region = request.region?.inside(source.size)
        guard request.size.width > 0, request.size.height > 0, request.size.pixels <= Self.maximumPixels else {
            throw .tooManyPixels
        }
        let name = "fitted-\(UUID().uuidString).\(request.format.imageFormat.fileExtension)"
        let output = workFolder.file(named: name)
        guard workFolder.prepare() else { throw .cannotWrite }
        defer { workFolder.remove(name) }
        let (fitted, file) = (request, source.file)
        try await run { (resampler: any PictureResampling) throws(FitError) in
            try resampler.render(file, maxPixels: Self.maximumPixels, request: fitted, to: output)
        }
        guard let data = workFolder.read(name, maxBytes: Self.maximumOutputBytes),
              ImageFormat.of(data) == request.format.imageFormat
        else { throw .cannotWrite }
        return FittedPicture(data: data, size: request.size, format: request.format)
    }

    /// `work` on the fitting queue, unless the task was cancelled before it began.
    private func run<Value: Sendable>(
        _ work: @escaping @Sendable (any PictureResampling) throws(FitError) -> Value
    ) async throws(FitError) -> Value {
        guard !Task.isCancelled else { throw .cancelled }
        let resampler = resampler
        let result: Result<Value, FitError> = await withCheckedContinuation { continuation in
            queue.async {
                do throws(FitError) {
                    continuation.resume(returning: .success(try work(resampler)))
                } catch {
                    continuation.resume(returning: .failure(error))
                }
            }
        }
        return try result.get()
    }
}
