import ArgumentParser
import CurlKit
import Foundation
import PixscoutLocalization
import PixscoutModel

extension CreditsCommand {
    /// `--recheck`: each used image's site asked whether it still has it, under the same licence;
    /// what changed since the last recheck, a line each, marked in the library. Exit 1 when
    /// something changed or a site could not be asked, 2 when the library cannot be opened.
    func runRecheck() throws {
        let file = LibraryDatabase.standard()
        guard FileManager.default.fileExists(atPath: file.path) else {
            FileHandle.standardOutput.write(Data((tr("You have used no images yet.") + "\n").utf8))
            return
        }
        let endpoints = (try? APIEndpoints(parsing: apiURLs)) ?? APIEndpoints()
        let configuration = AppConfiguration.resolve(site: nil, apiURL: nil, apiURLs: endpoints.named, query: nil,
            keyrings: [:])
        let library: Library
        do throws(LibraryError) {
            library = Library(database: try LibraryDatabase.open(file))
        } catch {
            FileHandle.standardError.write(Data((error.message + "\n").utf8))
            throw ExitCode(2)
        }
        let outcome = Self.waitFor { () -> Result<SiteRecheck.Report, LibraryError> in
            let network = Network(multi: CurlMulti(userAgent: AppInfo.userAgent))
            let cache = OriginCheckFactory.standardCache()
            let recheck = SiteRecheck { id in
                guard let url = configuration.apiURL(for: id) else { return nil }
                return id.make(SiteDescriptor.Parts(network: network, baseURL: url, key: configuration.keys[id],
                    cache: cache, checking: false, language: Localization.languageCode))
            }
            do throws(LibraryError) {
                return .success(try await recheck.run(on: library))
            } catch {
                return .failure(error)
            }
        }
        switch outcome {
        case .success(let report):
            let lines = report.changed.map { image, change in
                "\(DocumentProblem.shown(image.title ?? image.pageURL)) (\(image.pageURL)): \(change.sentence)"
            }
            FileHandle.standardOutput.write(Data(((lines + [report.summary]).joined(separator: "\n") + "\n").utf8))
            if !report.failures.isEmpty {
                FileHandle.standardError.write(Data((report.failures.joined(separator: "\n") + "\n").utf8))
            }
            if report.exitStatus != 0 { throw ExitCode(report.exitStatus) }
        case .failure(let error):
            FileHandle.standardError.write(Data((error.message + "\n").utf8))
            throw ExitCode(2)
        }
    }
}
