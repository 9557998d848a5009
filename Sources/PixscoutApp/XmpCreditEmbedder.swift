import Foundation
import PixscoutModel
import XmpKit

/// ``CreditEmbedding`` through XMP (gexiv2): into the file, or into a sidecar beside a GIF.
struct XmpCreditEmbedder: CreditEmbedding {
    func embed(_ metadata: CreditMetadata, in file: URL) -> CreditEmbeddingOutcome {
        let properties = metadata.properties.map { property in
            XmpFile.Property(tag: property.tag, value: property.value, kind: property.kind.xmp,
                keepsExisting: property.keepsExisting)
        }
        switch XmpFile.write(properties, to: file.path) {
        case .written: return .inFile
        case .unsupported: break
        // Exiv2 0.27 does not even read some GIFs; a GIF holds no XMP Pixscout writes anyway.
        case .failed where Self.isGIF(file): break
        case .unavailable, .failed: return .failed
        }
        // A sidecar of the person's is added to, never replaced.
        let sidecar = file.appendingPathExtension("xmp")
        if !FileManager.default.fileExists(atPath: sidecar.path) {
            guard (try? Data(XmpFile.emptySidecar.utf8).write(to: sidecar, options: .withoutOverwriting)) != nil
            else { return .failed }
        }
        return XmpFile.write(properties, to: sidecar.path) == .written ? .sidecar(sidecar) : .failed
    }

    private static func isGIF(_ file: URL) -> Bool {
        guard let handle = try? FileHandle(forReadingFrom: file) else { return false }
        defer { try? handle.close() }
        return (try? handle.read(upToCount: 16)).flatMap(ImageFormat.of) == .gif
    }
}

private extension CreditMetadata.Kind {
    var xmp: XmpFile.Kind {
        switch self {
        case .text: .text
        case .languageAlternative: .languageAlternative
        case .orderedList: .orderedList
        case .structureList: .structureList
        }
    }
}
