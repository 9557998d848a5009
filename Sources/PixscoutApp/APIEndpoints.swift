import Foundation
import PixscoutModel

/// The search endpoints the command line names: `--api-url URL` for the site chosen at
/// start, and `--api-url NAME=URL` (repeatable) for each site by name, such as local
/// servers speaking their formats.
struct APIEndpoints: Equatable {
    /// For the site chosen at start.
    var chosen: String?
    var named: [SiteID: String] = [:]

    init(chosen: String? = nil, named: [SiteID: String] = [:]) {
        self.chosen = chosen
        self.named = named
    }

    /// Reads `--api-url` values; throws a sentence that says what is wrong.
    init(parsing values: [String]) throws(APIEndpointsError) {
        for value in values {
            if let equals = value.firstIndex(of: "="),
                let site = SiteID(rawValue: value[..<equals].lowercased()) {
                guard SiteID.remote.contains(site) else { throw .noEndpoint(site.rawValue) }
                let url = String(value[value.index(after: equals)...])
                guard Self.isWebURL(url) else { throw .notAWebURL(url) }
                guard named[site] == nil else { throw .twice(site.rawValue) }
                named[site] = url
            } else if let name = Self.siteName(in: value) {
                throw .unknownSite(name)
            } else {
                guard Self.isWebURL(value) else { throw .notAWebURL(value) }
                guard chosen == nil else { throw .twoUnnamed }
                chosen = value
            }
        }
    }

    /// "flickr" in "flickr=URL": letters before an equals sign name a site. (No regular
    /// expression: its engine costs milliseconds of every start-up.)
    private static func siteName(in value: String) -> String? {
        guard let equals = value.firstIndex(of: "=") else { return nil }
        let name = value[..<equals]
        return !name.isEmpty && name.allSatisfy({ $0.isASCII && $0.isLowercase }) ? String(name) : nil
    }

    static func isWebURL(_ text: String) -> Bool {
        guard let components = URLComponents(string: text) else { return false }
        return ["http", "https"].contains(components.scheme?.lowercased() ?? "") && components.host != nil
    }
}

/// What is wrong with an `--api-url`.
enum APIEndpointsError: Error, Equatable, CustomStringConvertible {
    case notAWebURL(String)
    case unknownSite(String)
    case noEndpoint(String)
    case twice(String)
    case twoUnnamed

    var description: String {
        let names = SiteID.remote.map(\.rawValue).joined(separator: ", ")
        return switch self {
        case .notAWebURL(let url):
            "--api-url must be an http or https URL, such as http://127.0.0.1:8000/api/ (not “\(url)”)"
        case .unknownSite(let name): "--api-url \(name)=… names no site: use one of \(names)"
        case .noEndpoint(let name):
            "--api-url \(name)=… : the \(name) site has no search endpoint; use one of \(names)"
        case .twice(let name): "--api-url \(name)=… is given twice"
        case .twoUnnamed: "--api-url without a name is for the chosen site only: name the others, as commons=URL"
        }
    }
}
