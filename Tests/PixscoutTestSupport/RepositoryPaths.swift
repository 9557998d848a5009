import Foundation

/// Where the repository's scripts and data are, for tests that run them.
public enum RepositoryPaths {
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    public static func script(_ name: String) -> URL {
        root.appendingPathComponent("scripts").appendingPathComponent(name)
    }

    public static let data: URL = root.appendingPathComponent("data")
}
