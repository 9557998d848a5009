import Foundation

/// A picture found in what a person asked to check: a file, or a part of a document.
public struct DocumentPicture: Sendable, Equatable {
    /// Where it is, as a person reads it: "slides.pptx › ppt/media/image1.jpg".
    public let place: String
    /// Its first ``DocumentReader/headBytes`` (all of them for a smaller picture): where its
    /// metadata is. The rest is read only when asked for.
    public let head: Data
    /// The XMP sidecar beside a picture file (`NAME.xmp` or `NAME.gif.xmp`), when there is one.
    public let sidecar: Data?
    /// Where its document holds it: a container's part ("ppt/media/image1.jpg") or the address
    /// a page shows it by; nil for a picture file named on its own.
    public let part: String?

    public init(place: String, head: Data, sidecar: Data? = nil, part: String? = nil) {
        self.place = place
        self.part = part
        self.head = head
        self.sidecar = sidecar
    }
}
