import Foundation

/// ``APIKeyStoring`` in `$XDG_CONFIG_HOME/pixscout/config`, readable by the user alone (folder
/// 0700, file 0600), replaced atomically: where the key lives when no keyring runs.
public struct FileAPIKeyStore: APIKeyStoring {
    public let file: URL

    public init(file: URL) {
        self.file = file
    }

    /// The file for `site`'s key under the XDG base directories, named as its descriptor says.
    public static func standard(
        for site: SiteID, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> FileAPIKeyStore {
        let folder = XDGDirectory.config.pixscoutFolder(environment: environment)
        return FileAPIKeyStore(file: folder.appendingPathComponent(site.keyFileName))
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
        do {
            try PrivateFile.write(Data("api_key=\(key.value)\n".utf8), to: file)
        } catch {
            throw .cannotSave(folder: file.deletingLastPathComponent().path)
        }
    }

    public func remove() throws(APIKeyStoreError) {
        guard FileManager.default.fileExists(atPath: file.path) else { return }
        do {
            try FileManager.default.removeItem(at: file)
        } catch {
            throw .cannotRemove(folder: file.deletingLastPathComponent().path)
        }
    }
}
