import Foundation

/// Where each picture of a document came from: by its embedded credit, by the SHA-256 of a
/// file Pixscout wrote, by its look against the library's images, and, when online, by Wikimedia
/// Commons' lookup of its SHA-1. The reading and decoding run off the caller's thread.
public struct OriginCheck: OriginChecking {
    /// The most used images a picture's look is compared with.
    static let comparedImages = 5_000

    private let ledger: (any LedgerReading)?
    private let fingerprinting: (any PictureFingerprinting)?
    /// Commons' file with this SHA-1; nil when offline.
    private let commons: (@Sendable (String) async -> ImageEntity?)?
    private let reader: DocumentReader

    public init(ledger: (any LedgerReading)?, fingerprinting: (any PictureFingerprinting)?,
        commons: (@Sendable (String) async -> ImageEntity?)?, reader: DocumentReader = DocumentReader()) {
        self.ledger = ledger
        self.fingerprinting = fingerprinting
        self.commons = commons
        self.reader = reader
    }

    public func check(_ paths: [String], use: IntendedUse, keepsPreviews: Bool = false) async -> OriginReport {
        let (reader, fingerprinting, asksCommons) = (self.reader, self.fingerprinting, commons != nil)
        let (evidence, problems) = await Task.detached {
            var evidence: [PictureEvidence] = []
            let problems = reader.read(paths) { picture, whole in
                if let learnt = PictureEvidence(picture, whole: whole, fingerprinting: fingerprinting,
                    asksCommons: asksCommons, keepsPreview: keepsPreviews) {
                    evidence.append(learnt)
                }
            }
            return (evidence, problems)
        }.value
        let looks = evidence.contains { $0.look != nil } ? await libraryLooks() : []
        var pictures: [CheckedPicture] = []
        var extra = problems
        for picture in evidence {
            if picture.isTooLarge { extra.append(.pictureTooLarge(picture.place)) }
            pictures.append(CheckedPicture(place: picture.place, origin: await origin(of: picture, looks: looks),
                use: use, preview: picture.preview))
        }
        return OriginReport(pictures: pictures, problems: extra)
    }

    private func origin(of picture: PictureEvidence, looks: [(ImageEntity, PerceptualHash)]) async
        -> CheckedPicture.Origin? {
        if let embedded = picture.embedded {
            let known = await embedded.sourceURL.asyncFlatMap { try? await ledger?.image(withPageURL: $0) }
            let license = known?.license ?? embedded.licenseURL.map { ImageLicense(deedURL: $0, name: embedded.rights) }
            return .init(image: known, embedded: embedded, license: license,
                isChanged: embedded.saysChanged, match: .embedded)
        }
        if let digest = picture.sha256, let used = try? await ledger?.use(ofFileWithSHA256: digest),
            let use = used.uses.first {
            return .init(image: used.image, embedded: nil, license: use.receipt?.license ?? used.image.license,
                isChanged: use.isChanged, match: .receipt(use.date))
        }
        if let look = picture.look, let (image, distance) = looks.map({ ($0.0, $0.1.distance(to: look)) })
            .filter({ $0.1 <= PerceptualHash.sameLook }).min(by: { $0.1 < $1.1 }) {
            return .init(image: image, embedded: nil, license: image.license, isChanged: false,
                match: .look(distance: distance))
        }
        if let sha1 = picture.sha1, let image = await commons?(sha1) {
            return .init(image: image, embedded: nil, license: image.license, isChanged: false, match: .commons)
        }
        return nil
    }

    /// The look of every image used through Pixscout, from the thumbnail the library keeps:
    /// the pictures that end up in documents, and few enough to decode at each check.
    private func libraryLooks() async -> [(ImageEntity, PerceptualHash)] {
        guard let ledger, let fingerprinting,
            let kept = try? await ledger.usedImagesWithThumbnails(limit: Self.comparedImages) else { return [] }
        return await Task.detached {
            kept.compactMap { image, thumbnail in
                (try? fingerprinting.gray(of: thumbnail, width: PerceptualHash.width, height: PerceptualHash.height,
                    maxPixels: PictureEvidence.maxPixels)).flatMap(PerceptualHash.init(gray:)).map { (image, $0) }
            }
        }.value
    }
}

private extension Optional {
    func asyncFlatMap<Other>(_ transform: (Wrapped) async -> Other?) async -> Other? {
        guard let self else { return nil }
        return await transform(self)
    }
}
