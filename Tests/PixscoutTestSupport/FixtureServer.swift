import CurlKit
import Foundation

/// `scripts/serve-fixtures` running for one test: a Pixabay-format API on 127.0.0.1.
public final class FixtureServer: @unchecked Sendable {
    public let apiURL: String
    public let rootURL: String
    private let process: Process
    private let multi = CurlMulti()

    public init(arguments: [String] = []) throws {
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", RepositoryPaths.script("serve-fixtures").path] + arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle(forWritingAtPath: "/dev/null")
        try process.run()
        var firstLine = Data()
        while !firstLine.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { throw FixtureServerError.didNotStart }
            firstLine.append(chunk)
        }
        apiURL = String(decoding: firstLine, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        rootURL = String(apiURL.dropLast("api/".count))
    }

    deinit {
        stop()
    }

    public func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    /// Queues a fault (see `scripts/serve-fixtures`) for the next `times` matching requests.
    public func inject(_ kind: String, times: Int = 1, _ parameters: [String: String] = [:]) async throws {
        let query = ([("kind", kind), ("times", String(times))] + parameters.sorted { $0.key < $1.key })
            .map { "\($0.0)=\($0.1.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? $0.1)" }
            .joined(separator: "&")
        _ = try await multi.perform(CurlRequest(url: rootURL + "_fixtures/fault?" + query))
    }

    /// The `pageURL`s of the first page the API answers for `query`, as Pixscout asks for it.
    public func pageURLs(forQuery query: String, key: String) async throws -> [String] {
        let encoded = query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? query
        let url = "\(apiURL)?key=\(key)&q=\(encoded)&page=1&per_page=50&safesearch=true"
        let response = try await multi.perform(CurlRequest(url: url))
        struct Page: Decodable {
            struct Hit: Decodable { let pageURL: String }
            let hits: [Hit]
        }
        return try JSONDecoder().decode(Page.self, from: response.body).hits.map(\.pageURL)
    }

    /// The API and image requests the server has answered, oldest first (keys left out).
    public func requests() async throws -> [LoggedRequest] {
        let response = try await multi.perform(CurlRequest(url: rootURL + "_fixtures/requests"))
        return try JSONDecoder().decode([LoggedRequest].self, from: response.body)
    }

    public struct LoggedRequest: Decodable, Sendable {
        public let path: String
        public let query: [String: String]
        public let status: Int
    }

    /// Blocks the calling thread until `work` finishes on the concurrent pool, for tests that
    /// drive a subprocess from XCTest's main thread.
    public func blocking<T: Sendable>(_ work: @escaping @Sendable (FixtureServer) async throws -> T) throws -> T {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: Result<T, any Error>?
        Task.detached { [self] in
            do {
                result = .success(try await work(self))
            } catch {
                result = .failure(error)
            }
            done.signal()
        }
        done.wait()
        return try result!.get()
    }

    enum FixtureServerError: Error {
        case didNotStart
    }
}
