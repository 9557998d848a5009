import Foundation

/// Finds the pictures in what a person names: picture files, folders, documents in zip
/// containers (ODF, Office Open XML, EPUB), and HTML or Markdown pages with the local pictures
/// they show. Each picture is handed on as it is read and then let go, so memory stays bounded
/// by the largest part; everything read is bounded by the bytes actually read, nothing is
/// unpacked to disk. A picture is handed on by its first bytes, where its metadata is, and read
/// whole only when asked. What may hold a picture and was not read is said (``NotExamined``).
/// Reading stops at the next picture once the task it runs in is cancelled.
public struct DocumentReader: Sendable {
    public struct Limits: Sendable {
        /// The most one picture or part may hold, unpacked.
        public var partBytes = 64 << 20
        /// The most a document may unpack to in all.
        public var documentBytes = 1 << 30
        /// The most parts a document, or files a folder, may hold.
        public var parts = 10_000
        /// The most a page (HTML, Markdown) may hold.
        public var pageBytes = 16 << 20
        /// How deep folders are followed.
        public var folderDepth = 16

        public init() {}
    }

    let limits: Limits

    public init(limits: Limits = Limits()) {
        self.limits = limits
    }

    /// How much of a picture is read before it is known whether the rest is needed.
    public static let headBytes = 256 << 10
    /// The most an XMP sidecar may hold.
    static let sidecarBytes = 1 << 20

    /// Hears each picture by its first bytes, with a way to read it whole (nil when it is
    /// larger than the limit, which is then a problem), valid only during the call.
    public typealias PictureHandler = (DocumentPicture, _ whole: () -> Data?) -> Void

    /// The extensions of pages whose pictures are the local files they show.
    static let pageExtensions: Set<String> = ["html", "htm", "xhtml", "md", "markdown"]

    /// Reads each of `paths` in turn, handing every picture found to `found`; returns what
    /// could not be read, in sentences.
    public func read(_ paths: [String], found: PictureHandler) -> [DocumentProblem] {
        var problems: [DocumentProblem] = []
        for path in paths where !Task.isCancelled {
            problems += read(path, depth: 0, found: found)
        }
        return problems
    }

    private func read(_ path: String, depth: Int, found: PictureHandler) -> [DocumentProblem] {
        guard SafeFile.exists(path) else { return [.missing(path)] }
        if SafeFile.isDirectory(path) { return readFolder(path, depth: depth, found: found) }
        // Only a regular file is read, through the link the person named if it is one.
        let file = SafeFile.isSymbolicLink(path) ? resolved(path) : path
        guard let head = SafeFile.head(file, count: CheckedPictureFormat.sniffedBytes) else {
            return [.unreadable(path)]
        }
        if CheckedPictureFormat.isZip(head) { return readContainer(file, named: path, found: found) }
        if CheckedPictureFormat.of(head) != nil { return readPicture(file, place: path, found: found) }
        if Self.pageExtensions.contains(URL(fileURLWithPath: path).pathExtension.lowercased()) {
            return readPage(file, named: path, found: found)
        }
        return [.notADocument(path)]
    }

    /// A link the person named leads to its file; links inside folders and pages are not followed.
    private func resolved(_ path: String) -> String {
        URL(fileURLWithPath: path).resolvingSymlinksInPath().path
    }

    /// A picture file, with its XMP sidecar when one is beside it; `part` the address a page
    /// shows it by.
    func readPicture(_ path: String, place: String, part: String? = nil, found: PictureHandler) -> [DocumentProblem] {
        guard let head = SafeFile.head(path, count: Self.headBytes) else {
            return [.notExamined(place: place, why: .unreadable)]
        }
        let stem = URL(fileURLWithPath: path).deletingPathExtension().path
        let sidecar = SafeFile.read(path + ".xmp", maxBytes: Self.sidecarBytes)
            ?? SafeFile.read(stem + ".xmp", maxBytes: Self.sidecarBytes)
        var problems: [DocumentProblem] = []
        found(DocumentPicture(place: place, head: head, sidecar: sidecar, part: part)) {
            guard head.count == Self.headBytes else { return head }
            guard let bytes = SafeFile.read(path, maxBytes: limits.partBytes) else {
                problems.append(.notExamined(place: place, why: .tooLarge(limit: limits.partBytes)))
                return nil
            }
            return bytes
        }
        return problems
    }

    /// Every picture and document in a folder and the folders in it, hidden ones too, by name;
    /// links not followed but named. Pages are left out: the pictures they show are files read
    /// on their own.
    private func readFolder(_ path: String, depth: Int, found: PictureHandler) -> [DocumentProblem] {
        guard depth < limits.folderDepth else {
            return [.notExamined(place: path, why: .tooDeep(limit: limits.folderDepth))]
        }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            return [.unreadable(path)]
        }
        var problems: [DocumentProblem] = []
        for name in names.sorted().prefix(limits.parts) where !name.hasSuffix(".xmp") {
            guard !Task.isCancelled else { break }
            let child = (path as NSString).appendingPathComponent(name)
            if SafeFile.isSymbolicLink(child) {
                problems.append(.notExamined(place: child, why: .link))
            } else if SafeFile.isDirectory(child) {
                problems += readFolder(child, depth: depth + 1, found: found)
            } else if SafeFile.isSomethingElse(child) {
                problems.append(.notExamined(place: child, why: .specialFile))
            } else if let head = SafeFile.head(child, count: CheckedPictureFormat.sniffedBytes) {
                if CheckedPictureFormat.isZip(head) {
                    problems += readContainer(child, named: child, found: found)
                } else if CheckedPictureFormat.of(head) != nil {
                    problems += readPicture(child, place: child, found: found)
                }
            } else {
                problems.append(.unreadable(child))
            }
        }
        if names.count > limits.parts { problems.append(.tooManyParts(path, limit: limits.parts)) }
        return problems
    }
}
