/// The Office Open XML namespaces credits are written in.
enum OfficeNamespace {
    static let word = "http://schemas.openxmlformats.org/wordprocessingml/2006/main"
    static let wordDrawing = "http://schemas.openxmlformats.org/drawingml/2006/wordprocessingDrawing"
    static let drawing = "http://schemas.openxmlformats.org/drawingml/2006/main"
    static let presentation = "http://schemas.openxmlformats.org/presentationml/2006/main"
    static let relationships = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"
    static let packageRelationships = "http://schemas.openxmlformats.org/package/2006/relationships"
    static let contentTypes = "http://schemas.openxmlformats.org/package/2006/content-types"
    static let xml = "http://www.w3.org/XML/1998/namespace"
    static let slideType = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/slide"
    static let slideLayoutType = "http://schemas.openxmlformats.org/officeDocument/2006/relationships/slideLayout"
    static let slideContentType = "application/vnd.openxmlformats-officedocument.presentationml.slide+xml"
}
