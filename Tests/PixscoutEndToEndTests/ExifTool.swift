import Foundation

/// What exiftool, a reader independent of Pixscout's writer, reads of a file's XMP, by group
/// and name ("XMP-cc:License"); empty when it reads nothing.
func xmpFields(of file: URL) -> [String: Any] {
    let process = Process()
    let output = Pipe()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/exiftool")
    process.arguments = ["-j", "-G1", "-XMP:all", file.path]
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return [:] }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let list = try? JSONSerialization.jsonObject(with: data) as? [[String: Any]]
    return list?.first ?? [:]
}

/// A picture's pixels as ImageMagick decodes them: the same for a file whose metadata grew.
func decodedPixels(of file: URL) -> Data {
    let process = Process()
    let output = Pipe()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/convert")
    process.arguments = [file.path, "rgba:-"]
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return Data() }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return data
}
