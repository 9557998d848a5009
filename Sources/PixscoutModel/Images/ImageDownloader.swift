import CurlKit
import Foundation
import Glibc
import PixscoutLocalization

/// Saves an image to a file, never leaving a partial file under the final name, never keeping
/// what is not an image.
public protocol ImageDownloading: Sendable {
    /// Saves the image at `url` as `destination`, or under that name with the extension of what
    /// the bytes really are; returns where it went. `progress` gets (bytes received, bytes
    /// expected or 0), from any thread.
    func download(
        _ url: String, to destination: URL, progress: @escaping @Sendable (Int64, Int64) -> Void
    ) async throws(DownloadError) -> URL
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
        _ url: String, to destination: URL, progress: @escaping @Sendable (Int64, Int64) -> Void
    ) async throws(DownloadError) -> URL {
        let folder = destination.deletingLastPathComponent()
        let partial = folder.appendingPathComponent(".pixscout-\(UUID().uuidString).part")
        do throws(DownloadError) {
            try await transfer(url, into: partial, progress: progress)
            guard let format = SafeFile.head(partial.path, count: 4096).flatMap(ImageFormat.of) else {
                throw .notAnImage
            }
            let final = Self.freeName(SafeFileName.path(destination, correctedFor: format), chosen: destination)
            guard rename(partial.path, final.path) == 0 else { throw .cannotWrite(folder: folder.path) }
            return final
        } catch {
            unlink(partial.path)
            throw error
        }
    }

    /// `corrected`, or when it is not the name the person chose and already exists, a free
    /// name beside it: only the chosen name may be replaced (the file chooser asked).
    private static func freeName(_ corrected: URL, chosen: URL) -> URL {
        guard corrected != chosen else { return corrected }
        var candidate = corrected
        var number = 2
        while FileManager.default.fileExists(atPath: candidate.path) {
            let stem = corrected.deletingPathExtension().lastPathComponent
            candidate = corrected.deletingLastPathComponent()
                .appendingPathComponent("\(stem)-\(number)").appendingPathExtension(corrected.pathExtension)
            number += 1
        }
        return candidate
    }

    private func transfer(
        _ url: String, into partial: URL, progress: @escaping @Sendable (Int64, Int64) -> Void
    ) async throws(DownloadError) {
        if let localFiles, URL(string: url)?.isFileURL == true {
            let data: Data
            do { data = try await ImageFetcher(network: localFiles).fetchImage(at: url, maxBytes: Self.maxBytes) } catch { throw .network(error) }
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
