import Foundation

/// Another program holding an SQLite file's exclusive lock (Python's sqlite3, in a process of
/// its own) until ``release()``: readers and writers elsewhere are told the file is busy.
public final class ExclusiveLock {
    private let process = Process()
    private let input = Pipe()

    public init(_ file: URL) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = ["-c", """
            import sqlite3, sys
            connection = sqlite3.connect(sys.argv[1], isolation_level=None)
            connection.execute("PRAGMA locking_mode=EXCLUSIVE")
            connection.execute("BEGIN EXCLUSIVE")
            print("locked", flush=True)
            sys.stdin.read()
            """, file.path]
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let said = String(decoding: output.fileHandleForReading.readData(ofLength: 6), as: UTF8.self)
        guard said == "locked" else { throw CocoaError(.fileLocking) }
    }

    /// Lets the file go, once the holder has ended.
    public func release() {
        guard process.isRunning else { return }
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    deinit {
        release()
    }
}
