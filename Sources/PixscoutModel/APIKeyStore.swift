import Foundation

/// Reads and writes the Pixabay API key in `$XDG_CONFIG_HOME/pixscout/config`, readable by the
/// user alone (folder 0700, file 0600), replaced atomically.
public struct APIKeyStore: Sendable {
    public let file: URL

    public init(file: URL) {
        self.file = file
    }

    /// The config file's place under the XDG base directories.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> APIKeyStore {
        let configHome = environment["XDG_CONFIG_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".config")
        return APIKeyStore(file: configHome.appendingPathComponent("pixscout").appendingPathComponent("config"))
    }

    public func load() -> APIKey? {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { return nil }
        for line in text.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: "=", maxSplits: 1)
            if parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces) == "api_key" {
                return APIKey(String(parts[1]))
            }
        }
        return nil
    }

    /// Saves the key; throws a readable ``APIKeyStoreError`` when the file cannot be written.
    public func save(_ key: APIKey) throws(APIKeyStoreError) {
        let folder = file.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".config.\(ProcessInfo.processInfo.processIdentifier).tmp")
        do {
            try FileManager.default.createDirectory(
                at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            try FileManager.default.setAttributes([.posixPermissions: 0o700], ofItemAtPath: folder.path)
            guard FileManager.default.createFile(
                atPath: temporary.path, contents: Data("api_key=\(key.value)\n".utf8),
                attributes: [.posixPermissions: 0o600])
            else { throw APIKeyStoreError(folder: folder.path) }
            guard rename(temporary.path, file.path) == 0 else { throw APIKeyStoreError(folder: folder.path) }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            throw APIKeyStoreError(folder: folder.path)
        }
    }
}
