import ArgumentParser
import CurlKit
import Foundation
import PixscoutLocalization
import PixscoutModel

extension CreditsCommand {
    /// `--check PATH…`: each picture's credit, what is not allowed for `--use`, what is not
    /// known, what was not examined; the sentences of what could not be read on standard error.
    /// A library that is there but cannot be read is a sentence and exit 2, never "not known".
    func runCheck() throws {
        let format = self.format.creditFormat ?? .markdown
        let use = self.use.reduce(into: IntendedUse()) { $0.formUnion(IntendedUse.words[$1.lowercased()] ?? []) }
        let paths = check
        let commonsURL = self.commonsURL
        let asksCommons = askCommons
        let file = LibraryDatabase.standard()
        let ledger: Library?
        do throws(LibraryError) {
            ledger = FileManager.default.fileExists(atPath: file.path)
                ? Library(database: try LibraryDatabase.openForReading(file)) : nil
        } catch {
            Self.say([error.message])
            throw ExitCode(2)
        }
        let report = Self.waitFor {
            let network: Network? = asksCommons ? Network(multi: CurlMulti(userAgent: AppInfo.userAgent)) : nil
            // --commons-url names Wikimedia Commons' endpoint, the site a document check asks.
            return await OriginCheckFactory.make(ledger: ledger, network: network,
                apiURL: { $0 == .commons ? commonsURL : nil },
                cache: asksCommons ? OriginCheckFactory.standardCache() : nil)
                .check(paths, use: use, keepsPreviews: false, asksCommons: asksCommons)
        }
        FileHandle.standardOutput.write(Data(report.rendered(as: format).utf8))
        Self.say((report.ledgerFailure.map { [$0.message] } ?? []) + report.otherProblems.map(\.message))
        if addCredits, report.ledgerFailure == nil { try writeCopy(of: report) }
        if report.exitStatus != 0 { throw ExitCode(report.exitStatus) }
    }

    /// `--add-credits`: the copy with the credits, or the sentence that says why not (exit 2
    /// when a licence forbids the use named, 1 otherwise).
    private func writeCopy(of report: OriginReport) throws {
        guard let document = check.first else { return }
        let output = self.output ?? CreditsAddition.proposedOutput(for: document)
        do throws(CreditsAddition.Failure) {
            try CreditsAddition(knownOnly: knownOnly).addCredits(report, to: document, output: output,
                replacing: false)
        } catch {
            Self.say([error.message])
            if case .notAllowed = error { throw ExitCode(2) }
            throw ExitCode(1)
        }
        let written = String(format: tr("Credits added to a copy: “%@”."), DocumentProblem.shown(output))
        FileHandle.standardOutput.write(Data((written + "\n").utf8))
    }

    /// Sentences on standard error, a line each (every name in them is cleaned already).
    private static func say(_ sentences: [String]) {
        guard !sentences.isEmpty else { return }
        FileHandle.standardError.write(Data((sentences.joined(separator: "\n") + "\n").utf8))
    }
}
