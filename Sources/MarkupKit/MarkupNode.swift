/// What an element holds: elements and text (CDATA read as text, a reference to a declared
/// entity as it is written, `&name;`). Comments and processing instructions are left out.
public indirect enum MarkupNode: Sendable, Equatable {
    case element(MarkupElement)
    case text(String)
}
