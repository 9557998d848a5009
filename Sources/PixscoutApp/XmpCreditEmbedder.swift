import Foundation
import PixscoutModel
import XmpKit

/// ``CreditEmbedding`` through XMP (gexiv2): into the file, or into a sidecar beside a GIF.
struct XmpCreditEmbedder: CreditEmbedding {
    func embed(_ metadata: CreditMetadata, in file: URL) -> CreditEmbeddingOutcome {
        switch XmpFile.write(properties(metadata), to: file.path) {
        case .written: return .inFile
        case .unsupported: return .needsSidecar
        // Exiv2 0.27 does not even read some GIFs; a GIF holds no XMP Pixscout writes anyway.
        case .failed where Self.isGIF(file): return .needsSidecar
        case .unavailable, .failed: return .failed
        }
    }

    func embedSidecar(_ metadata: CreditMetadata, beside file: URL) -> CreditEmbeddingOutcome {
        let sidecar = file.appendingPathExtension("xmp")
        // A sidecar of the person's is added to, never replaced, and never written through a link.
        if let type = try? FileManager.default.attributesOfItem(atPath: sidecar.path)[.type] as? FileAttributeType {
            guard type == .typeRegular else { return .failed }
        } else {
            guard (try? Data(XmpFile.emptySidecar.utf8).write(to: sidecar, options: .withoutOverwriting)) != nil
            else { return .failed }
        }
        return XmpFile.write(properties(metadata), to: sidecar.path) == .written ? .sidecar(sidecar) : .failed
    }

    private func properties(_ metadata: CreditMetadata) -> [XmpFile.Property] {
        metadata.properties.map { property in
            XmpFile.Property(tag: property.tag, value: property.value, kind: property.kind.xmp,
                keepsExisting: property.keepsExisting)
        }
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
