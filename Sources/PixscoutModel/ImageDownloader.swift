import CurlKit
import Foundation
import PixscoutLocalization

/// ``ImageDownloading`` through libcurl, streaming to a hidden temporary file beside the
/// destination and renaming it once complete. The sample catalog's `file:` images come through
/// its ``LocalFileNetwork`` and are written the same way.
public final class ImageDownloader: ImageDownloading {
    /// Pixabay's large images are 1280 px; full-resolution files stay well under this.
    static let maxBytes = 200 * 1024 * 1024

    private let multi: CurlMulti
    private let localFiles: LocalFileNetwork?

    public init(multi: CurlMulti, localRoot: URL? = nil) {
        self.multi = multi
        localFiles = localRoot.map(LocalFileNetwork.init)
    }

    public func download(
        _ url: String, to destination: URL, progress: @escaping @Sendable (Int64, Int64) -> Void
    ) async throws(DownloadError) {
        let folder = destination.deletingLastPathComponent()
        let partial = folder.appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).part")
        guard FileManager.default.createFile(atPath: partial.path, contents: nil),
              let file = FileHandle(forWritingAtPath: partial.path)
        else { throw .cannotWrite(folder: folder.path) }
        do throws(DownloadError) {
            defer { try? file.close() }
            try await transfer(url, into: file, progress: progress)
        } catch {
            try? FileManager.default.removeItem(at: partial)
            throw error
        }
        guard rename(partial.path, destination.path) == 0 else {
            try? FileManager.default.removeItem(at: partial)
            throw .cannotWrite(folder: folder.path)
        }
    }

    private func transfer(
        _ url: String, into file: FileHandle, progress: @escaping @Sendable (Int64, Int64) -> Void
    ) async throws(DownloadError) {
        if let localFiles, URL(string: url)?.isFileURL == true {
            let data: Data
            do { data = try await ImageFetcher(network: localFiles).fetchImage(at: url) } catch { throw .network(error) }
            do { try file.write(contentsOf: data) } catch { throw .cannotWrite(folder: tr("the chosen folder")) }
            progress(Int64(data.count), Int64(data.count))
            return
        }
        let response: CurlResponse
        do {
            response = try await multi.perform(CurlRequest(
                url: url, maxBodyBytes: Self.maxBytes, bodyFile: file, onProgress: progress))
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
