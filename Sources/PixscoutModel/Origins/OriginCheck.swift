import Foundation

/// Where each picture of a document came from: by its embedded credit, by the SHA-256 of a
/// file Pixscout wrote, by its look against the files Pixscout handed on and the library's
/// images, and, when the person asks, by Wikimedia Commons' lookup of its SHA-1. The reading and
/// decoding run off the caller's thread and stop at the next picture when the caller's task is
/// cancelled. A library that cannot be read is said, never taken for an empty one.
public struct OriginCheck: OriginChecking {
    /// The most used images a picture's look is compared with.
    static let comparedImages = 5_000
    /// The most bytes of pictures kept to show in the window's report, all together: a document
    /// of a gigabyte keeps its first few dozen, and memory stays bounded.
    static let previewBudgetBytes = 32 << 20

    private let ledger: (any LedgerReading)?
    private let fingerprinting: (any PictureFingerprinting)?
    /// Nil when Commons cannot be asked at all (no network).
    private let commons: CommonsLookup?
    private let reader: DocumentReader

    public init(ledger: (any LedgerReading)?, fingerprinting: (any PictureFingerprinting)?,
        commons: CommonsLookup?, reader: DocumentReader = DocumentReader()) {
        self.ledger = ledger
        self.fingerprinting = fingerprinting
        self.commons = commons
        self.reader = reader
    }

    public func check(_ paths: [String], use: IntendedUse, keepsPreviews: Bool = false,
        asksCommons: Bool = false) async -> OriginReport {
        let asks = asksCommons && commons != nil
        async let read = Self.evidence(of: paths, reader: reader, fingerprinting: fingerprinting, asksCommons: asks,
            keepsPreviews: keepsPreviews)
        let (evidence, problems) = await read
        guard !Task.isCancelled else { return OriginReport(pictures: [], problems: problems) }
        var ledgerFailure: LibraryError?
        var known: [Int: CheckedPicture.Origin] = [:]
        let looks = evidence.contains { $0.look != nil } ? await libraryLooks(failure: &ledgerFailure) : .none
        for (index, picture) in evidence.enumerated() {
            known[index] = await origin(of: picture, looks: looks, failure: &ledgerFailure)
        }
        var extra = problems
        for picture in evidence where picture.isTooLarge { extra.append(.pictureTooLarge(picture.place)) }
        if asks, let commons {
            let unknown = evidence.indices.filter { known[$0] == nil }
            let answers = await commons.lookUp(unknown.compactMap { evidence[$0].sha1 })
            for index in unknown {
                guard let sha1 = evidence[index].sha1, let image = answers.found[sha1] else { continue }
                known[index] = .init(image: image, embedded: nil, license: image.license, isChanged: false,
                    match: .checksum)
            }
            let missed = { (hashes: Set<String>) in unknown.filter { evidence[$0].sha1.map(hashes.contains) == true } }
            if !missed(answers.notAsked).isEmpty { extra.append(.notLookedUp(count: missed(answers.notAsked).count)) }
            if !missed(answers.failed).isEmpty { extra.append(.commonsNotReached(count: missed(answers.failed).count)) }
        }
        let pictures = evidence.enumerated().map { index, picture in
            CheckedPicture(place: picture.place, part: picture.part, origin: known[index], use: use,
                preview: picture.preview)
        }
        return OriginReport(pictures: pictures, problems: extra, ledgerFailure: ledgerFailure)
    }

    /// Every picture's evidence, read in the caller's task (so that cancelling it stops the reading).
    private static func evidence(of paths: [String], reader: DocumentReader,
        fingerprinting: (any PictureFingerprinting)?, asksCommons: Bool, keepsPreviews: Bool) async
        -> ([PictureEvidence], [DocumentProblem]) {
        var evidence: [PictureEvidence] = []
        var previewBytes = 0
        let problems = reader.read(paths) { picture, whole in
            if let learnt = PictureEvidence(picture, whole: whole, fingerprinting: fingerprinting,
                asksCommons: asksCommons, keepsPreview: keepsPreviews && previewBytes < previewBudgetBytes) {
                previewBytes += learnt.preview?.count ?? 0
                evidence.append(learnt)
            }
        }
        return (evidence, problems)
    }

    private func origin(of picture: PictureEvidence, looks: LibraryLooks, failure: inout LibraryError?) async
        -> CheckedPicture.Origin? {
        if let embedded = picture.embedded {
            var known: ImageEntity?
            if let page = embedded.sourceURL {
                known = await asked(failure: &failure) { try await $0.image(withPageURL: page) } ?? nil
            }
            let license = known?.license ?? embedded.licenseURL.map { ImageLicense(deedURL: $0, name: embedded.rights) }
            return .init(image: known, embedded: embedded, license: license,
                isChanged: embedded.saysChanged, match: .embedded)
        }
        if let digest = picture.sha256,
            let used = await asked(failure: &failure, { try await $0.use(ofFileWithSHA256: digest) }) ?? nil,
            let use = used.uses.first {
            return .init(image: used.image, embedded: nil, license: use.receipt?.license ?? used.image.license,
                isChanged: use.isChanged, match: .receipt(use.date))
        }
        guard let look = picture.look else { return nil }
        if let (used, distance) = Self.closest(to: look, in: looks.handedOn), let use = used.uses.first {
            return .init(image: used.image, embedded: nil, license: use.receipt?.license ?? used.image.license,
                isChanged: use.isChanged, match: .handedOnLook(distance: distance, date: use.date))
        }
        if let (image, distance) = Self.closest(to: look, in: looks.thumbnails) {
            return .init(image: image, embedded: nil, license: image.license, isChanged: false,
                match: .look(distance: distance))
        }
        return nil
    }

    private static func closest<Item>(to look: PerceptualHash, in items: [(Item, PerceptualHash)]) -> (Item, Int)? {
        items.map { ($0.0, $0.1.distance(to: look)) }.filter { $0.1 <= PerceptualHash.sameLook }
            .min { $0.1 < $1.1 }
    }

    /// What the ledger answers; nil (and the failure kept) when it cannot be read.
    private func asked<Answer>(failure: inout LibraryError?,
        _ question: (any LedgerReading) async throws -> Answer) async -> Answer? {
        guard let ledger else { return nil }
        do {
            return try await question(ledger)
        } catch {
            failure = failure ?? (error as? LibraryError) ?? .failed("\(error)")
            return nil
        }
    }

    /// The looks a picture is compared with: the files Pixscout handed on, as written (after Fit
    /// and with their credit), and the thumbnails the library keeps of the images used.
    private struct LibraryLooks {
        static let none = LibraryLooks(handedOn: [], thumbnails: [])
        let handedOn: [(UsedImage, PerceptualHash)]
        let thumbnails: [(ImageEntity, PerceptualHash)]
    }

    private func libraryLooks(failure: inout LibraryError?) async -> LibraryLooks {
        guard let fingerprinting else { return .none }
        let handedOn = await asked(failure: &failure) { try await $0.handedOnLooks(limit: Self.comparedImages) } ?? []
        let kept = await asked(failure: &failure) {
            try await $0.usedImagesWithThumbnails(limit: Self.comparedImages)
        } ?? []
        let thumbnails = await Task.detached {
            kept.compactMap { image, thumbnail in
                PerceptualHash.of(thumbnail, decoder: fingerprinting, maxPixels: PictureEvidence.maxPixels)
                    .map { (image, $0) }
            }
        }.value
        return LibraryLooks(handedOn: handedOn, thumbnails: thumbnails)
    }
}
