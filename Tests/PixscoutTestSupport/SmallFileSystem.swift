import Foundation
import XCTest

/// A tmpfs of a few hundred kilobytes mounted for one test, to fill up or make read-only as a
/// person's disk may be. Skips the test where this machine does not let it mount.
public final class SmallFileSystem {
    public let folder: URL

    public init(kilobytes: Int) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-small-fs-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard Self.mount(["-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", folder.path]) else {
            try? FileManager.default.removeItem(at: folder)
            throw XCTSkip("this machine does not let tests mount a small file system")
        }
    }

    deinit {
        _ = Self.run("/bin/umount", [folder.path])
        try? FileManager.default.removeItem(at: folder)
    }

    /// Fills what is left with one file, as a full disk is.
    public func fill() {
        let filler = folder.appendingPathComponent("filler")
        FileManager.default.createFile(atPath: filler.path, contents: nil)
        guard let handle = FileHandle(forWritingAtPath: filler.path) else { return }
        let block = Data(repeating: 0, count: 4096)
        while (try? handle.write(contentsOf: block)) != nil {}
        try? handle.close()
    }

    public func makeReadOnly() throws {
        guard Self.mount(["-o", "remount,ro", folder.path]) else { throw CocoaError(.fileWriteNoPermission) }
    }

    private static func mount(_ arguments: [String]) -> Bool {
        run("/bin/mount", arguments)
    }

    private static func run(_ tool: String, _ arguments: [String]) -> Bool {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        guard (try? process.run()) != nil else { return false }
        process.waitUntilExit()
        return process.terminationStatus == 0
    }
}
