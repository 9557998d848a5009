import Foundation
import Glibc
import PixscoutModel
import VipsKit

/// What a fuzzer feeds hostile bytes to: every way an answer from the network is read. Each
/// must return, whatever the bytes: throwing is fine, trapping is a bug. Each registered site
/// that reads answers of an API is a target of its own, "ID-answer", as its descriptor reads them.
public struct FuzzTarget: Sendable {
    public let name: String
    private let read: @Sendable (Data) -> Void

    init(_ name: String, read: @escaping @Sendable (Data) -> Void) {
        self.name = name
        self.read = read
    }

    public func run(_ data: Data) {
        read(data)
    }

    /// Every target: each registered site's answers, then what every site shares.
    public static var allCases: [FuzzTarget] {
        SiteRegistry.descriptors.compactMap { site in
            site.readsAnswer.map { FuzzTarget("\(site.id.rawValue)-answer", read: $0) }
        } + [headers, files, credits, creditsFile, fitHeader, document, xmp, pictureXmp, page]
    }

    public static func named(_ name: String) -> FuzzTarget? {
        allCases.first { $0.name == name }
    }

    /// Response headers: rate limits, waits, statuses.
    static let headers = FuzzTarget("headers") { data in
        let headers = Self.headers(in: data)
        let status = Int(data.first ?? 0) * 4
        _ = RateLimitHeaders(headers: headers, now: Date())
        _ = HTTPResponse(status: status, headers: headers).error?.message
    }

    /// Downloaded bytes and the names made for them.
    static let files = FuzzTarget("files") { data in
        if let format = ImageFormat.of(data) {
            _ = format.isComplete(data)
            _ = SafeFileName.make(stem: String(decoding: data.prefix(512), as: UTF8.self), format: format)
        }
        _ = SafeFileName.make(stem: String(decoding: data, as: UTF8.self), format: .png)
    }

    /// The credit renderer, fed an image whose every text field is hostile: each format must
    /// come out with no control character but its own line breaks, no bidi override, and
    /// exactly one line for each credit.
    public static let credits = FuzzTarget("credits") { checkCredits(of: $0) }

    /// A CREDITS.md as a person may have left it, updated with a credit: the credit is named
    /// once Pixscout is done, and a file of the person's own keeps every byte before it.
    static let creditsFile = FuzzTarget("credits-file") { checkCreditsFile(String(decoding: $0, as: UTF8.self)) }

    /// Fit's check of a picture's header through libvips (its size, before any decoding), for
    /// the formats Pixscout's own sniffing lets through.
    static let fitHeader = FuzzTarget("fit-header") { checkFitHeader(of: $0) }

    /// A document as `credits --check` reads it: a zip container's parts (libarchive, in memory,
    /// within the reader's limits) and each picture's embedded credit.
    static let document = FuzzTarget("document") { data in
        var limits = DocumentReader.Limits()
        (limits.partBytes, limits.documentBytes, limits.parts) = (1 << 20, 8 << 20, 1000)
        _ = DocumentReader(limits: limits).readContainer(bytes: data, named: "fuzz.odt") { picture, whole in
            if EmbeddedCredit(picture: picture) == nil { _ = whole() }
        }
        _ = EmbeddedCredit(picture: DocumentPicture(place: "fuzz.jpg", head: data))
    }

    /// An XMP packet (or an SVG) read for its credit: every value one clean line, bounded.
    static let xmp = FuzzTarget("xmp") { checkCredit(EmbeddedCredit(xmp: $0)) }

    /// A picture walked for its XMP packet (JPEG, PNG, WebP, TIFF, GIF), as its head and whole.
    static let pictureXmp = FuzzTarget("picture-xmp") { data in
        checkCredit(EmbeddedCredit(picture: DocumentPicture(place: "fuzz", head: data.prefix(4096)), whole: { data }))
        checkCredit(EmbeddedCredit(picture: DocumentPicture(place: "fuzz", head: data, sidecar: data)))
    }

    /// A page read for the pictures it shows, as HTML and as Markdown.
    static let page = FuzzTarget("page") { data in
        for references in [try? PagePictures.inHTML(data), try? PagePictures.inMarkdown(data)] {
            precondition((references ?? []).allSatisfy { !$0.isEmpty }, "an empty address")
        }
    }

    /// Every value of a credit read from a picture: one line of clean text, of a bounded length,
    /// its addresses web addresses.
    private static func checkCredit(_ credit: EmbeddedCredit?) {
        guard let credit else { return }
        let values = [credit.licenseURL, credit.rights, credit.author, credit.sourceURL, credit.title,
            credit.usageTerms, credit.site, credit.altText, credit.derivedFrom].compactMap { $0 }
        precondition(values.allSatisfy { NetworkText.isClean($0) && !$0.contains("\n") && $0.count <= 2000 },
            "a value that is not one clean line")
        for address in [credit.licenseURL, credit.sourceURL].compactMap({ $0 }) {
            precondition(address.lowercased().hasPrefix("http"), "an address that is not a web address")
        }
    }

    /// Splits the bytes at NULs into an image's text fields and renders its credit.
    private static func checkCredits(of data: Data) {
        let fields = data.split(separator: 0, omittingEmptySubsequences: false).map { String(decoding: $0,
            as: UTF8.self) }
        func field(_ index: Int) -> String { index < fields.count ? fields[index] : "" }
        let image = ImageEntity(
            site: .openverse, id: field(0), title: field(1), tags: [field(2)],
                pageURL: "https://example.org/" + field(3),
            previewURL: nil, imageURL: nil, largeImageURL: nil,
            creator: ImageCreator(name: field(4), profileURL: "https://example.org/" + field(5)),
            license: ImageLicense(code: field(6), name: field(7), url: field(8)), sourceName: field(9))
        let document = CreditsDocument([CreditsDocument.Entry(image, fileName: field(10))])
        for format in CreditFormat.allCases {
            let rendered = document.rendered(as: format)
            precondition(rendered.unicodeScalars.allSatisfy { $0 == "\n" || NetworkText.isClean(String($0)) },
                         "a control character or a bidi override in the \(format) credits")
            if format != .html {
                let credits = CreditsDocument([]).rendered(as: format).split(separator: "\n").count - 1
                precondition(rendered.split(separator: "\n").count == credits + 1,
                    "a credit broke its line in \(format)")
            }
            let line = ImageCredit(image).sentence(in: format)
            precondition(!line.contains("\n"), "a credit of more than one line")
        }
    }

    private static func checkCreditsFile(_ text: String) {
        let image = ImageEntity(site: .commons, id: "1", title: "Sky", pageURL: "https://example.org/sky",
            previewURL: nil, imageURL: nil, largeImageURL: nil)
        let updated = CreditsFile.updated(text, with: CreditsDocument([CreditsDocument.Entry(image,
            fileName: "fuzz.jpg")])).text
        precondition(CreditsFile.creditedNames(in: updated).contains("**fuzz.jpg**"), "the credit is not named")
        if !text.contains("<!-- Pixscout's credits") {
            // Byte for byte: "\r" before the added "\n" makes one character of two.
            precondition(updated.utf8.starts(with: text.utf8), "the person's own lines were changed")
        }
    }

    private static func checkFitHeader(of data: Data) {
        guard let format = ImageFormat.of(data), ImageFitter.acceptedFormats.contains(format) else { return }
        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("pixscout-fuzz-\(getpid()).\(format.fileExtension)")
        guard (try? data.write(to: file)) != nil else { return }
        defer { try? FileManager.default.removeItem(at: file) }
        guard let size = try? VipsImaging.size(ofFileAt: file.path, maxPixels: ImageFitter.maximumPixels) else {
            return
        }
        precondition(size.width > 0 && size.height > 0 && size.width * size.height <= ImageFitter.maximumPixels,
            "a size past the limit came through")
    }

    /// "Name: value" lines, names lower-cased, as Pixscout keeps headers.
    private static func headers(in data: Data) -> [String: String] {
        var headers: [String: String] = [:]
        for line in String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline) {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[line[..<colon].lowercased()] = value
        }
        return headers
    }
}
