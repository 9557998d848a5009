import Foundation

/// Where Pixscout's files are: under the prefix it was installed to (`PREFIX/bin/pixscout`
/// reads `PREFIX/share/…`), in `$XDG_DATA_DIRS`, or, for a build in a checkout, in the checkout.
public struct InstallLocation: Sendable {
    /// The folder of the running binary, symlinks resolved.
    let binaryFolder: URL
    let environment: [String: String]

    public init(
        binary: URL = URL(fileURLWithPath: CommandLine.arguments.first ?? "."),
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) {
        binaryFolder = binary.resolvingSymlinksInPath().deletingLastPathComponent()
        self.environment = environment
    }

    /// The checkout a development build runs from (`CHECKOUT/.build/debug/pixscout`), else nil.
    var checkout: URL? {
        let path = binaryFolder.path
        guard let range = path.range(of: "/.build/") else { return nil }
        return URL(fileURLWithPath: String(path[..<range.lowerBound]))
    }

    /// `PREFIX/share`, then `$XDG_DATA_HOME`, then each of `$XDG_DATA_DIRS`.
    var shareFolders: [URL] {
        let prefixShare = binaryFolder.deletingLastPathComponent().appendingPathComponent("share")
        let home = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
        let dirs = (environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share")
            .split(separator: ":").map { URL(fileURLWithPath: String($0)) }
        return [prefixShare, home] + dirs
    }

    /// The sample catalog: `$PIXSCOUT_DATA_DIR`, else `share/pixscout` of the first share folder
    /// that has it, else a development build's `data/`.
    public var sampleCatalog: URL {
        if let configured = environment["PIXSCOUT_DATA_DIR"], !configured.isEmpty {
            return URL(fileURLWithPath: configured)
        }
        let candidates = shareFolders.map { $0.appendingPathComponent("pixscout") }
            + (checkout.map { [$0.appendingPathComponent("data")] } ?? [])
        return candidates.first { folder in
            FileManager.default.fileExists(atPath: folder.appendingPathComponent("catalog.json").path)
        }
            ?? shareFolders[0].appendingPathComponent("pixscout")
    }

    /// Compiled translations: `share/locale`, or a development build's `.build/locale`.
    public var localeFolder: URL {
        let installed = shareFolders[0].appendingPathComponent("locale")
        if let checkout,
            !FileManager.default.fileExists(
                atPath: installed.appendingPathComponent("ja/LC_MESSAGES/pixscout.mo").path) {
            return checkout.appendingPathComponent(".build/locale")
        }
        return installed
    }

    /// The app's icons for a development build (installed ones are found by the icon theme).
    public var developmentIcons: URL? {
        checkout?.appendingPathComponent("Resources/icons")
    }
}
