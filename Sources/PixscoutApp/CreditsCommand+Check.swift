import ArgumentParser
import CurlKit
import Foundation
import PixscoutModel

extension CreditsCommand {
    /// `--check PATH…`: each picture's credit, what is not allowed for `--use`, what is not
    /// known; the sentences of what could not be read on standard error.
    func runCheck() throws {
        let format = self.format.creditFormat ?? .markdown
        let use = self.use.reduce(into: IntendedUse()) { $0.formUnion(IntendedUse.words[$1.lowercased()] ?? []) }
        let paths = check
        let commonsURL = self.commonsURL
        let offline = self.offline
        let file = LibraryDatabase.standard()
        let report = Self.waitFor {
            let ledger: Library? = FileManager.default.fileExists(atPath: file.path)
                ? (try? LibraryDatabase.openForReading(file)).map { Library(database: $0) } : nil
            let network: Network? = offline ? nil : Network(multi: CurlMulti(userAgent: AppInfo.userAgent))
            return await OriginCheckFactory.make(ledger: ledger, network: network, commonsURL: commonsURL)
                .check(paths, use: use)
        }
        FileHandle.standardOutput.write(Data(report.rendered(as: format).utf8))
        if !report.problems.isEmpty {
            FileHandle.standardError.write(Data((report.problems.map(\.message).joined(separator: "\n") + "\n").utf8))
        }
        if report.exitStatus != 0 { throw ExitCode(report.exitStatus) }
    }
}
