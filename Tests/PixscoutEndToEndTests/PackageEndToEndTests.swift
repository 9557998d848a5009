import Foundation
import PixscoutTestSupport
import XCTest

/// scripts/package's Debian package: what it holds, lintian's verdict, and an install and a
/// removal with dpkg in a throwaway root that leave a working pixscout, then nothing.
final class PackageEndToEndTests: XCTestCase {
    private static let id = "io.github.pixscout.Pixscout"
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-package-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(at: folder)
    }

    /// dpkg acting on `root`, with a database of its own there.
    private func dpkg(_ root: URL, _ arguments: [String]) throws -> String {
        try runTool("/usr/bin/dpkg", ["--root=\(root.path)", "--admindir=\(root.path)/var/lib/dpkg",
            "--log=/dev/null", "--force-depends", "--force-script-chrootless"] + arguments)
    }

    private func files(under root: URL) -> [String] {
        let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isRegularFileKey])
        return (walker?.allObjects as? [URL] ?? [])
            .filter { (try? $0.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true }
            .map { String($0.path.dropFirst(root.path.count)) }
            .filter { !$0.hasPrefix("/var/lib/dpkg/") }
    }

    /// The package scripts/package builds under `umask`, in a folder of its own.
    private func package(underUmask umask: String) throws -> URL {
        let output = folder.appendingPathComponent("umask-\(umask)")
        // The suite's build made the release binary: swift test holds the build folder meanwhile.
        try runTool("/bin/sh", ["-c", "umask \(umask) && exec \"$0\" --no-build --output \"$1\"",
            RepositoryPaths.script("package").path, output.path])
        let packages = try FileManager.default.contentsOfDirectory(atPath: output.path).filter { $0.hasSuffix(".deb") }
        XCTAssertEqual(packages.count, 1, "\(packages)")
        return output.appendingPathComponent(try XCTUnwrap(packages.first))
    }

    /// Each entry's mode and path, as dpkg-deb lists them.
    private func modes(of package: URL) throws -> [String] {
        try runTool("/usr/bin/dpkg-deb", ["--contents", package.path]).split(separator: "\n").map { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            return "\(fields.first ?? "") \(fields.last ?? "")"
        }
    }

    func testThePackageHoldsTheDesktopApplicationPassesLintianAndInstallsAndRemovesCleanly() throws {
        let package = try package(underUmask: "077")
        XCTAssertTrue(package.lastPathComponent.hasSuffix("_amd64.deb"), package.lastPathComponent)
        XCTAssertEqual(try modes(of: package), try modes(of: try self.package(underUmask: "002")),
            "the same modes whatever the builder's umask")
        let control = try runTool("/usr/bin/dpkg-deb", ["--field", package.path, "Depends", "Description"])
        XCTAssertTrue(control.contains("libvips42 (>= 8.13)"), control)
        XCTAssertTrue(control.contains("Openverse, Commons, Pixabay, Unsplash, Pexels"), control)

        let lintian = try runTool("/usr/bin/lintian", ["--fail-on", "error", "--display-info", package.path])
        XCTAssertFalse(lintian.split(separator: "\n").contains { $0.hasPrefix("E: ") }, lintian)
        for tag in ["hardening-", "no-md5sums-control-file", "binary-has-unneeded-section",
            "control-file-has-bad-permissions", "non-standard-file-perm", "non-standard-dir-perm",
            "package-contains-documentation-outside-usr-share-doc"] {
            XCTAssertFalse(lintian.contains(tag), "lintian says \(tag): \(lintian)")
        }

        let root = folder.appendingPathComponent("root")
        for path in ["var/lib/dpkg/info", "var/lib/dpkg/updates", "var/lib/dpkg/triggers"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(path),
                withIntermediateDirectories: true)
        }
        FileManager.default.createFile(atPath: root.appendingPathComponent("var/lib/dpkg/status").path, contents: nil)
        try dpkg(root, ["--install", package.path])
        let installed = Set(files(under: root))
        let expected = [
            "/usr/bin/pixscout", "/usr/share/applications/\(Self.id).desktop",
            "/usr/share/icons/hicolor/scalable/apps/\(Self.id).svg",
            "/usr/share/icons/hicolor/48x48/apps/\(Self.id).png",
            "/usr/share/icons/hicolor/16x16/status/\(Self.id)-working-symbolic.symbolic.png",
            "/usr/share/metainfo/\(Self.id).metainfo.xml", "/usr/share/locale/de/LC_MESSAGES/pixscout.mo",
            "/usr/share/locale/ja/LC_MESSAGES/pixscout.mo", "/usr/share/man/man1/pixscout.1.gz",
            "/usr/share/bash-completion/completions/pixscout", "/usr/share/zsh/site-functions/_pixscout",
            "/usr/share/fish/vendor_completions.d/pixscout.fish",
            "/usr/share/gnome-shell/search-providers/\(Self.id).search-provider.ini",
            "/usr/share/dbus-1/services/\(Self.id).service", "/usr/share/pixscout/catalog.json",
            "/usr/share/doc/pixscout/copyright", "/usr/share/doc/pixscout/changelog.gz",
        ]
        for path in expected {
            XCTAssertTrue(installed.contains(path), "\(path) installed")
        }
        let desktop = try String(contentsOf: root.appendingPathComponent("usr/share/applications/\(Self.id).desktop"),
            encoding: .utf8)
        XCTAssertTrue(desktop.contains("Exec=/usr/bin/pixscout\n"), desktop)
        let serviceFile = root.appendingPathComponent("usr/share/dbus-1/services/\(Self.id).service")
        let service = try String(contentsOf: serviceFile, encoding: .utf8)
        XCTAssertTrue(service.contains("Exec=/usr/bin/pixscout --search-provider\n"), service)
        // The Swift runtime is inside the binary: it runs with the system's libraries alone.
        let help = try runTool(root.appendingPathComponent("usr/bin/pixscout").path, ["--help"])
        XCTAssertTrue(help.contains("USAGE: pixscout"), help)

        try dpkg(root, ["--purge", "pixscout"])
        XCTAssertEqual(files(under: root), [], "the removal leaves nothing behind")
    }
}
