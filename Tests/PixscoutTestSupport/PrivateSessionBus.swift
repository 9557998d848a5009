import Foundation

/// A D-Bus session bus of the test's own, and optionally a GNOME Keyring on it with an
/// unlocked login keyring in a temporary home: what a desktop session provides.
public final class PrivateSessionBus {
    public let address: String
    public let home: URL
    private let bus = Process()
    private var keyring: Process?

    /// - Parameter services: D-Bus services the bus starts on demand, by name, with the command
    ///   line each runs (`Exec=`), as the desktop's session bus starts installed ones.
    public init(services: [String: String] = [:]) throws {
        home = FileManager.default.temporaryDirectory.appendingPathComponent("pixscout-bus-\(UUID())")
        try FileManager.default.createDirectory(at: home.appendingPathComponent("run"),
            withIntermediateDirectories: true)
        let serviceFolder = home.appendingPathComponent("data/dbus-1/services")
        try FileManager.default.createDirectory(at: serviceFolder, withIntermediateDirectories: true)
        for (name, command) in services {
            try "[D-BUS Service]\nName=\(name)\nExec=\(command)\n"
                .write(to: serviceFolder.appendingPathComponent("\(name).service"), atomically: true, encoding: .utf8)
        }
        // The session bus looks for services under its XDG_DATA_HOME.
        bus.environment =
            ProcessInfo.processInfo.environment.merging(["XDG_DATA_HOME": home.appendingPathComponent("data")
                .path]) { $1 }
        try FileManager.default.setAttributes([.posixPermissions: 0o700],
            ofItemAtPath: home.appendingPathComponent("run").path)
        bus.executableURL = URL(fileURLWithPath: "/usr/bin/dbus-daemon")
        bus.arguments = ["--session", "--nofork", "--print-address=1", "--address=unix:path=\(home.path)/bus"]
        let output = Pipe()
        bus.standardOutput = output
        bus.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try bus.run()
        var line = Data()
        while !line.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw PrivateSessionBusError.didNotStart("dbus-daemon") }
            line.append(chunk)
        }
        address = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    deinit {
        for process in [keyring, bus].compactMap({ $0 }) where process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: home)
    }

    /// What a process needs to use this bus (and the keyring's files).
    public var environment: [String: String] {
        ["DBUS_SESSION_BUS_ADDRESS": address, "XDG_RUNTIME_DIR": home.appendingPathComponent("run").path]
    }

    /// Starts gnome-keyring-daemon's Secret Service on this bus, its login keyring unlocked.
    public func startKeyring() throws {
        let daemon = Process()
        daemon.executableURL = URL(fileURLWithPath: "/usr/bin/gnome-keyring-daemon")
        daemon.arguments = ["--foreground", "--components=secrets", "--unlock"]
        daemon.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            .merging(["HOME": home.path, "XDG_DATA_HOME": home.appendingPathComponent("data").path]) { $1 }
        let password = Pipe()
        daemon.standardInput = password
        daemon.standardOutput = FileHandle(forWritingAtPath: "/dev/null")
        daemon.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try daemon.run()
        // --unlock reads the login keyring's password up to the end of its input.
        password.fileHandleForWriting.write(Data("pixscout-tests".utf8))
        try password.fileHandleForWriting.close()
        keyring = daemon
        let deadline = Date().addingTimeInterval(10)
        while try !hasOwner("org.freedesktop.secrets") {
            guard Date() < deadline else { throw PrivateSessionBusError.didNotStart("gnome-keyring-daemon") }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    /// The keyring's entry for Pixscout's key, read as another program would (`secret-tool`).
    public func storedAPIKey() throws -> String? {
        let output = try run("/usr/bin/secret-tool", ["lookup", "service", "pixabay"])
        return output.status == 0 ? output.text : nil
    }

    public func hasOwner(_ name: String) throws -> Bool {
        let output = try run("/usr/bin/dbus-send", [
            "--session", "--print-reply", "--dest=org.freedesktop.DBus", "/", "org.freedesktop.DBus.NameHasOwner",
            "string:\(name)",
        ])
        return output.text.contains("boolean true")
    }

    private func run(_ tool: String, _ arguments: [String]) throws -> (status: Int32, text: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

enum PrivateSessionBusError: Error {
    case didNotStart(String)
}
