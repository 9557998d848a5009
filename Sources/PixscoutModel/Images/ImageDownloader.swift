import CurlKit
import Foundation
import Glibc
import PixscoutLocalization

/// Saves an image to a file, never leaving a partial file under the final name, never keeping
/// what is not an image.
public protocol ImageDownloading: Sendable {
    /// Saves the image at `url` as `destination`, or under that name with the extension of what
    /// the bytes really are; returns where it went. A file already there is replaced only when
    /// it is `destination` itself and `replacing` says so; otherwise the image goes beside it
    /// under a free name. `preparing` runs on the whole file before it takes its name.
    /// `progress` gets (bytes received, bytes expected or 0), from any thread.
    func download(
        _ url: String, to destination: URL, replacing: Bool, preparing: FilePreparing?,
        progress: @escaping @Sendable (Int64, Int64) -> Void
    ) async throws(DownloadError) -> URL
}

extension ImageDownloading {
    /// Saves the image with nothing done to it before it takes its name.
    public func download(
        _ url: String, to destination: URL, replacing: Bool, progress: @escaping @Sendable (Int64, Int64) -> Void
    ) async throws(DownloadError) -> URL {
        try await download(url, to: destination, replacing: replacing, preparing: nil, progress: progress)
    }
}

/// ``ImageDownloading`` through libcurl, streaming to a hidden temporary file beside the
/// destination and renaming it once complete and known to be an image. The sample catalog's
/// `file:` images come through its ``LocalFileNetwork`` and are written the same way.
public final class ImageDownloader: ImageDownloading {
    /// Pixabay's large images are 1280 px; full-resolution files stay well under this.
    static let maxBytes = 200 * 1024 * 1024
    /// A save may take long on a slow line, but not for ever, and not at a trickle.
    static let deadlineSeconds = 30 * 60
    static let minimumBytesPerSecond = 1024

    private let multi: CurlMulti
    private let localFiles: LocalFileNetwork?

    public init(multi: CurlMulti, localRoot: URL? = nil) {
        self.multi = multi
        localFiles = localRoot.map(LocalFileNetwork.init)
    }

    public func download(
        _ url: String, to destination: URL, replacing: Bool, preparing: FilePreparing?,
        progress: @escaping @Sendable (Int64, Int64) -> Void
    ) async throws(DownloadError) -> URL {
        let folder = destination.deletingLastPathComponent()
        let partial = folder.appendingPathComponent(".pixscout-\(UUID().uuidString).part")
        do throws(DownloadError) {
            try await transfer(url, into: partial, progress: progress)
            guard let format = SafeFile.head(partial.path, count: 4096).flatMap(ImageFormat.of) else {
                throw .notAnImage
            }
            let corrected = SafeFileName.path(destination, correctedFor: format)
            preparing?(partial)
            if replacing, corrected == destination {
                guard rename(partial.path, corrected.path) == 0 else { throw .cannotWrite(folder: folder.path) }
                return corrected
            }
            return try Self.placeBeside(partial, as: corrected)
        } catch {
            unlink(partial.path)
            throw error
        }
    }

    /// Gives the finished file `name`, or "stem-2.ext", "stem-3.ext"… where a file is already
    /// there: a hard link is made only where nothing is, so nothing that appeared meanwhile is
    /// replaced. File systems without links (FAT) check, then rename.
    private static func placeBeside(_ partial: URL, as name: URL) throws(DownloadError) -> URL {
        let folder = name.deletingLastPathComponent()
        let stem = name.deletingPathExtension().lastPathComponent
        var candidate = name
        for number in 2...10_000 {
            if link(partial.path, candidate.path) == 0 {
                unlink(partial.path)
                return candidate
            }
            let failure = errno
            guard failure == EEXIST || failure == EPERM || failure == ENOTSUP else { break }
            if failure != EEXIST, !SafeFile.exists(candidate.path) {
                guard rename(partial.path, candidate.path) == 0 else { break }
                return candidate
            }
            candidate = folder.appendingPathComponent("\(stem)-\(number)").appendingPathExtension(name.pathExtension)
        }
        throw .cannotWrite(folder: folder.path)
    }

    private func transfer(
        _ url: String, into partial: URL, progress: @escaping @Sendable (Int64, Int64) -> Void
    ) async throws(DownloadError) {
        if let localFiles, URL(string: url)?.isFileURL == true {
            let data: Data
            do { data = try await ImageFetcher(network: localFiles).fetchImage(at: url,
                maxBytes: Self.maxBytes) } catch { throw .network(error) }
            do throws(SafeFile.WriteError) {
                try SafeFile.write(data, to: partial, mode: 0o644)
            } catch {
                throw .cannotWrite(folder: partial.deletingLastPathComponent().path)
            }
            progress(Int64(data.count), Int64(data.count))
            return
        }
        let descriptor = open(partial.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw .cannotWrite(folder: partial.deletingLastPathComponent().path) }
        // The network thread closes it once the transfer is out of libcurl's hands.
        let file = CurlFileSink(descriptor: descriptor)
        let response: CurlResponse
        do {
            response = try await multi.perform(CurlRequest(
                url: url, maxBodyBytes: Self.maxBytes, deadlineSeconds: Self.deadlineSeconds,
                minimumBytesPerSecond: Self.minimumBytesPerSecond, bodyFile: file, onProgress: progress))
        } catch where error.kind == .cancelled {
            throw .cancelled
        } catch where error.kind == .fileNotWritable {
            throw .cannotWrite(folder: tr("the chosen folder"))
        } catch {
            throw .network(Network.networkError(for: error))
        }
        if let error = HTTPResponse(status: response.status, headers: response.headers).error {
            throw .network(error)
        }
    }
}
