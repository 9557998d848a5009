import Foundation
import PixscoutFuzzing
import PixscoutTestSupport
import XCTest

/// Every input `scripts/fuzz` starts from or ever found breaking a target, run through that
/// target again: each must return.
final class FuzzRegressionTests: XCTestCase {
    func testEverySeedAndEveryInputTheFuzzerFoundIsReadWithoutATrap() throws {
        let root = RepositoryPaths.root.appendingPathComponent("Tests/Fuzz")
        var replayed = 0
        for target in FuzzTarget.allCases {
            for kind in ["seeds", "crashes"] {
                let folder = root.appendingPathComponent("\(kind)/\(target.name)")
                let files = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil))
                    ?? []
                for file in files where !file.lastPathComponent.hasPrefix(".") {
                    target.run(try Data(contentsOf: file))
                    replayed += 1
                }
            }
        }
        XCTAssertGreaterThanOrEqual(replayed, FuzzTarget.allCases.count, "every target has seeds")
        let seeded = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("seeds").path)
        XCTAssertEqual(Set(seeded.filter { !$0.hasPrefix(".") }), Set(FuzzTarget.allCases.map(\.name)),
            "each target has its seeds, and each folder of seeds its target")
    }
}
