import CurlKit
import Foundation

/// `scripts/serve-fixtures` running for one test: a Pixabay-format API on 127.0.0.1.
public final class FixtureServer: @unchecked Sendable {
    public let apiURL: String
    public let rootURL: String
    private let process: Process
    private let multi = CurlMulti(userAgent: "Pixscout tests (https://github.com/pixscout/pixscout) libcurl")

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

    /// Forgets every fault queued and every request logged.
    public func reset() async throws {
        _ = try await multi.perform(CurlRequest(url: rootURL + "_fixtures/reset"))
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

    /// What the tests read of a Pixabay hit: its page, its large image and that image's size.
    public struct PixabayHit: Decodable, Sendable {
        public let id: Int
        public let pageURL: String
        public let tags: String
        public let largeImageURL: String
        public let webformatWidth: Int
        public let webformatHeight: Int
    }

    /// The first page of Pixabay hits for `query`, as Pixscout asks for it.
    public func pixabayHits(forQuery query: String, key: String) async throws -> [PixabayHit] {
        struct Page: Decodable { let hits: [PixabayHit] }
        let encoded = query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? query
        let response =
            try await multi.perform(
                CurlRequest(url: "\(apiURL)?key=\(key)&q=\(encoded)&page=1&per_page=50&safesearch=true"))
        return try JSONDecoder().decode(Page.self, from: response.body).hits
    }

    /// The bytes the server sends for `url`.
    public func bytes(at url: String) async throws -> Data {
        try await multi.perform(CurlRequest(url: url)).body
    }

    /// What the tests read of an Openverse result.
    public struct OpenverseResult: Decodable, Sendable {
        public let id: String
        public let landingURL: String
        public let attribution: String
        public let title: String
        public let creator: String
        public let creatorURL: String
        public let license: String
        public let licenseVersion: String
        public let licenseURL: String
        public let source: String

        private enum CodingKeys: String, CodingKey {
            case id, attribution, title, creator, license, source
            case landingURL = "foreign_landing_url"
            case creatorURL = "creator_url"
            case licenseVersion = "license_version"
            case licenseURL = "license_url"
        }
    }

    /// The first page of Openverse results for `query`, as the server sends it.
    public func openverseResults(forQuery query: String) async throws -> [OpenverseResult] {
        try await openverseResults(field: "q", query)
    }

    /// The first page of Openverse results by `creator`.
    public func openverseResults(forCreator creator: String) async throws -> [OpenverseResult] {
        try await openverseResults(field: "creator", creator)
    }

    private func openverseResults(field: String, _ value: String) async throws -> [OpenverseResult] {
        struct Page: Decodable { let results: [OpenverseResult] }
        let encoded = value.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? value
        let response =
            try await multi.perform(CurlRequest(url: "\(rootURL)v1/images/?\(field)=\(encoded)&page=1&page_size=20"))
        return try JSONDecoder().decode(Page.self, from: response.body).results
    }

    /// What the tests read of a Commons file page: its title, page and licence.
    public struct CommonsFile: Decodable, Sendable {
        public let index: Int
        public let descriptionURL: String
        public let title: String
        public let artist: String
        public let license: String
        public let licenseURL: String

        private enum Keys: String, CodingKey {
            case index, imageinfo, descriptionurl, extmetadata, value
            case objectName = "ObjectName", artist = "Artist", license = "LicenseShortName", licenseURL = "LicenseUrl"
        }

        public init(from decoder: any Decoder) throws {
            let page = try decoder.container(keyedBy: Keys.self)
            index = try page.decode(Int.self, forKey: .index)
            var infos = try page.nestedUnkeyedContainer(forKey: .imageinfo)
            let info = try infos.nestedContainer(keyedBy: Keys.self)
            descriptionURL = try info.decode(String.self, forKey: .descriptionurl)
            let metadata = try info.nestedContainer(keyedBy: Keys.self, forKey: .extmetadata)
            func value(_ key: Keys) throws -> String {
                try metadata.nestedContainer(keyedBy: Keys.self, forKey: key).decode(String.self, forKey: .value)
            }
            title = try value(.objectName)
            // The fixture's Artist is one link: its text is the name.
            artist = try value(.artist).replacingOccurrences(of: #"<[^>]+>"#, with: "", options: .regularExpression)
            license = try value(.license)
            licenseURL = try value(.licenseURL)
        }
    }

    /// The first page of Commons files for `query`, in search order.
    public func commonsFiles(forQuery query: String) async throws -> [CommonsFile] {
        struct Answer: Decodable {
            struct Query: Decodable { let pages: [CommonsFile] }
            let query: Query
        }
        let search = "\(query) filetype:bitmap|drawing".addingPercentEncoding(withAllowedCharacters: .alphanumerics)
            ?? query
        let url = "\(rootURL)w/api.php?action=query&format=json&formatversion=2&generator=search&gsrnamespace=6"
            + "&gsrsearch=\(search)&gsrlimit=50&prop=imageinfo"
        let response = try await multi.perform(CurlRequest(url: url))
        return try JSONDecoder().decode(Answer.self, from: response.body).query.pages.sorted { $0.index < $1.index }
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
        public let method: String
        public let userAgent: String
        /// How many API requests were in flight when this one arrived, itself included.
        public let concurrent: Int
        /// Whether its URL carried a `key` parameter.
        public let hasKey: Bool
        /// Whether it carried an `Authorization` header (Unsplash's and Pexels' keys).
        public let hasKeyHeader: Bool

        private enum CodingKeys: String, CodingKey {
            case path, query, status, method, concurrent
            case userAgent = "user_agent", hasKey = "has_key", hasKeyHeader = "has_key_header"
        }
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
