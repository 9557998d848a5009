import Foundation
import PixscoutFuzzing

// Built by scripts/fuzz with -DFUZZING and libFuzzer, which brings its own main: the target is
// chosen by PIXSCOUT_FUZZ_TARGET. Built plainly, it runs files through a target, which is how
// an input the fuzzer kept is looked at again: pixscout-fuzz TARGET FILE... (--list names them).

#if FUZZING
private let target = ProcessInfo.processInfo.environment["PIXSCOUT_FUZZ_TARGET"].flatMap(FuzzTarget.named)
    ?? FuzzTarget.allCases[0]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
    target.run(Data(bytes: bytes, count: count))
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
private func runFuzzer(
    _ argc: UnsafeMutablePointer<Int32>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
    _ test: @convention(c) (UnsafePointer<UInt8>, Int) -> Int32
) -> Int32

/// SwiftPM links an executable's entry point under this name; libFuzzer's driver takes over.
@_cdecl("pixscout_fuzz_main")
public func fuzzMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> Int32 {
    var count = argc
    var arguments = argv
    return runFuzzer(&count, &arguments) { bytes, size in fuzzOneInput(bytes, size) }
}
#else
@main
enum FuzzReplay {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        if arguments.first == "--list" {
            print(FuzzTarget.allCases.map(\.name).joined(separator: "\n"))
            return
        }
        guard let name = arguments.first, let target = FuzzTarget.named(name) else {
            let names = FuzzTarget.allCases.map(\.name).joined(separator: "|")
            FileHandle.standardError.write(Data("usage: pixscout-fuzz \(names) FILE...\n".utf8))
            exit(2)
        }
        for path in arguments.dropFirst() {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("pixscout-fuzz: cannot read \(path)\n".utf8))
                exit(1)
            }
            target.run(data)
            print("\(path): returned")
        }
    }
}
#endif
