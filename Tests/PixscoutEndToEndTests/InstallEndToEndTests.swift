import Foundation
import PixscoutTestSupport
import XCTest

/// scripts/install and scripts/uninstall with a temporary prefix, and the installed binary
/// run from elsewhere, as a launcher would.
final class InstallEndToEndTests: XCTestCase {
    private static let id = "io.github.pixscout.Pixscout"

    override func setUpWithError() throws {
        try XCTSkipIf(ProcessInfo.processInfo.environment["DISPLAY"] == nil, "no display: run the suite under xvfb-run")
    }

    func testAnInstalledPixscoutIsADesktopApplicationThatRunsFromItsPrefixAndUninstallsCleanly() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-prefix-\(UUID())")
        defer { try? FileManager.default.removeItem(at: prefix) }
        // The suite runs inside `swift test`, which holds the build folder: install what is built.
        try runTool(RepositoryPaths.script("install").path, ["--prefix", prefix.path, "--debug", "--no-build"])

        let expected = [
            "bin/pixscout", "share/applications/\(Self.id).desktop", "share/icons/hicolor/scalable/apps/\(Self.id).svg",
            "share/icons/hicolor/48x48/apps/\(Self.id).png",
            "share/icons/hicolor/16x16/status/\(Self.id)-working-symbolic.symbolic.png",
            "share/icons/hicolor/symbolic/apps/\(Self.id)-symbolic.svg", "share/metainfo/\(Self.id).metainfo.xml",
            "share/pixscout/catalog.json", "share/pixscout/previews/0001.jpg", "share/doc/pixscout/SOURCES.md",
            "share/locale/ja/LC_MESSAGES/pixscout.mo",
            "share/locale/de/LC_MESSAGES/pixscout.mo", "share/man/man1/pixscout.1",
            "share/bash-completion/completions/pixscout", "share/zsh/site-functions/_pixscout",
            "share/fish/vendor_completions.d/pixscout.fish",
                "share/gnome-shell/search-providers/\(Self.id).search-provider.ini",
            "share/dbus-1/services/\(Self.id).service",
        ]
        for path in expected {
            XCTAssertTrue(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(path).path), path)
        }
        let desktop = prefix.appendingPathComponent("share/applications/\(Self.id).desktop")
        try runTool("/usr/bin/desktop-file-validate", [desktop.path])
        let entry = try String(contentsOf: desktop, encoding: .utf8)
        XCTAssertTrue(entry.contains("Exec=\(prefix.path)/bin/pixscout\n"), entry)
        XCTAssertTrue(entry.contains("Icon=\(Self.id)\n") && entry.contains("StartupNotify=true\n"), entry)
        let service = try String(contentsOf: prefix.appendingPathComponent("share/dbus-1/services/\(Self.id).service"),
            encoding: .utf8)
        XCTAssertTrue(service.contains("Name=\(Self.id)\nExec=\(prefix.path)/bin/pixscout --search-provider\n"),
            service)
        let sites = prefix.appendingPathComponent("share/gnome-shell/search-providers")
        let searchProvider = try String(
            contentsOf: sites.appendingPathComponent("\(Self.id).search-provider.ini"), encoding: .utf8)
        XCTAssertTrue(searchProvider.contains("BusName=\(Self.id)\n")
            && searchProvider.contains("DesktopId=\(Self.id).desktop\n"),
                      searchProvider)
        try runTool("/usr/bin/appstreamcli",
            ["validate", "--no-net", prefix.appendingPathComponent("share/metainfo/\(Self.id).metainfo.xml").path])
        let manual = try String(contentsOf: prefix.appendingPathComponent("share/man/man1/pixscout.1"), encoding: .utf8)
        XCTAssertTrue(manual.contains(".Nm pixscout") && manual.contains("--site"),
            "a man page made from the command line")
        let completion =
            try String(contentsOf: prefix.appendingPathComponent("share/bash-completion/completions/pixscout"),
                encoding: .utf8)
        XCTAssertTrue(completion.contains("--site") && completion.contains("--api-url"),
            "bash completes the options")

        let app = try AppUnderTest(
            arguments: ["--site", "sample"],
                environment: ["G_MESSAGES_DEBUG": "pixscout", "XDG_DATA_DIRS": "/usr/share"],
            executable: prefix.appendingPathComponent("bin/pixscout"), workingDirectory: URL(fileURLWithPath: "/"))
        try app.waitForEvent(.status(.results(query: "", count: 50, total: 64)))
        try app.waitForEvent { $0.previewCount == 3 }
        XCTAssertTrue(app.log.contains("sample catalog in \(prefix.path)/share/pixscout"), app.log)
        XCTAssertTrue(app.log.contains("translations in \(prefix.path)/share/locale"), app.log)
        XCTAssertFalse(app.log.contains(RepositoryPaths.root.path), "nothing comes from the source tree")

        try runTool(RepositoryPaths.script("uninstall").path, ["--prefix", prefix.path])
        for path in expected + ["share/pixscout/installed-files"] {
            XCTAssertFalse(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(path).path), path)
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: prefix.appendingPathComponent("share/pixscout").path))
    }
}
