import Foundation

/// A search that follows a thread from one image instead of words: more by its author, more
/// from the source it was found in, or images like it. It is written in the search field as
/// `author:"Name"`, `source:flickr` or `similar:openverse:ID`, so that it can be read,
/// repeated and remembered like any search.
public enum SearchThread: Sendable, Hashable {
    case author(String)
    /// Openverse's code for where it found its images ("flickr").
    case source(String)
    /// Images like one: its site and what that site knows it by (Openverse's id,
    /// Commons' file title).
    case similar(SiteID, String)

    public enum Kind: Sendable, Hashable {
        case author, source, similar
    }

    /// Longer names and references are not believable.
    static let maxLength = 200

    /// The thread `query` asks for, or nil for a search of words.
    public init?(query: String) {
        let query = query.trimmingCharacters(in: .whitespacesAndNewlines)
        if let name = Self.value(of: "author:", in: query) {
            let name = name.filter { $0 != "\"" }.trimmingCharacters(in: .whitespaces)
            guard !name.isEmpty else { return nil }
            self = .author(name)
        } else if let code = Self.value(of: "source:", in: query) {
            let code = code.lowercased()
            guard !code.isEmpty,
                code.allSatisfy({ $0.isASCII
                    && ($0.isLetter || $0.isNumber || "_-.".contains($0)) }) else { return nil }
            self = .source(code)
        } else if let reference = Self.value(of: "similar:", in: query) {
            let parts = reference.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, let site = SiteID(rawValue: String(parts[0])), site.follows(.similar)
            else { return nil }
            self = .similar(site, String(parts[1]))
        } else {
            return nil
        }
    }

    /// What the search field shows, read back by ``init(query:)``.
    public var query: String {
        switch self {
        case .author(let name): "author:\"\(name)\""
        case .source(let code): "source:\(code)"
        case .similar(let site, let reference): "similar:\(site.rawValue):\(reference)"
        }
    }

    public var kind: Kind {
        switch self {
        case .author: .author
        case .source: .source
        case .similar: .similar
        }
    }

    /// The site to ask when the chosen one cannot follow it: the first on the network that
    /// follows its kind, and for images like one, only that image's own site.
    public var site: SiteID {
        if case .similar(let own, _) = self { return own }
        return SiteID.remote.first { $0.follows(kind) } ?? .first
    }

    private static func value(of prefix: String, in query: String) -> String? {
        guard query.lowercased().hasPrefix(prefix) else { return nil }
        let value = query.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces)
        guard value.count <= maxLength, !value.contains(where: { $0.isNewline || $0 == "|" }) else { return nil }
        return value
    }
}
