/// A format credits can be exported in, as the export dialog offers it.
public struct CreditFormatChoice: Equatable, Sendable {
    public let id: String
    public let name: String
    public let fileExtension: String

    public init(id: String, name: String, fileExtension: String) {
        self.id = id
        self.name = name
        self.fileExtension = fileExtension
    }
}
