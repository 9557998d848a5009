import Foundation
import PixscoutModel

// pixscout-bench throughput API_URL KEY QUERY
// pixscout-bench session API_URL KEY QUERY_A QUERY_B
// pixscout-bench library API_URL KEY FILE COUNT VIEWED
// pixscout-bench fit FILE WIDTH HEIGHT
// Prints one JSON object; scripts/bench runs it, repeats it and takes medians.
let arguments = CommandLine.arguments
if arguments.count == 5, arguments[1] == "fit", let width = Int(arguments[3]), let height = Int(arguments[4]) {
    let fitted = try await FitBenchmark.fit(file: URL(fileURLWithPath: arguments[2]),
        size: PixelSize(width: width, height: height))
    print(#"{"fit_ms": \#(fitted.milliseconds), "width": \#(fitted.size.width), "height": \#(fitted.size.height)}"#)
    exit(0)
}
guard arguments.count >= 5, let key = APIKey(arguments[3]) else {
    let usage = "usage: pixscout-bench throughput|session|library API_URL KEY QUERY|FILE [QUERY_B|COUNT [VIEWED]]\n"
    FileHandle.standardError.write(Data(usage.utf8))
    exit(2)
}
let setup = BenchmarkSetup(apiURL: arguments[2], key: key)
let output: [String: Double]
switch arguments[1] {
case "throughput":
    let urls = try await setup.previewURLs(query: arguments[4])
    let pixscout = try await ThroughputBenchmark.pixscout(urls)
    let urlSession = try await ThroughputBenchmark.urlSession(urls)
    output = ["previews": Double(urls.count), "pixscout_ms": pixscout, "urlsession_ms": urlSession]
case "session" where arguments.count >= 6:
    let pixscout = try await SessionBenchmark.pixscout(setup: setup, queryA: arguments[4], queryB: arguments[5])
    let plain = try await SessionBenchmark.plainURLSession(setup: setup, queryA: arguments[4], queryB: arguments[5])
    output = [
        "pixscout_ms": pixscout.milliseconds, "pixscout_bytes": Double(pixscout.bytes),
        "urlsession_ms": plain.milliseconds, "urlsession_bytes": Double(plain.bytes),
    ]
case "library" where arguments.count >= 6:
    let file = URL(fileURLWithPath: arguments[4])
    let (count, viewed) = (Int(arguments[5]) ?? 10_000, arguments.count > 6 ? Int(arguments[6]) ?? 10_000 : 10_000)
    let made = try await LibraryBenchmark.makeLibrary(setup: setup, file: file, count: count, viewed: viewed)
    output = [
        "starred": Double(count), "viewed": Double(viewed), "write_ms": made.writeMilliseconds,
            "view_ms": made.viewMilliseconds,
        "bytes": Double(made.bytes),
    ]
default:
    FileHandle.standardError.write(Data("unknown benchmark \(arguments[1])\n".utf8))
    exit(2)
}
let json = try JSONSerialization.data(withJSONObject: output, options: [.sortedKeys])
print(String(decoding: json, as: UTF8.self))
// Flush every stream, then leave at once: transfers the plain loaders left running must not
// hold up the exit.
fflush(nil)
_exit(0)
