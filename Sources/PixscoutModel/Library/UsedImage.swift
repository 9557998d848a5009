/// An image from the ledger, with every use made of it, newest first.
public struct UsedImage: Sendable, Equatable {
    public let image: ImageEntity
    public let uses: [ImageUse]

    public init(image: ImageEntity, uses: [ImageUse]) {
        self.image = image
        self.uses = uses
    }
}
