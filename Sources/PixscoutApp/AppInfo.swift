import CurlKit

/// Who Pixscout is, for the desktop, the About dialog and the servers it talks to.
public enum AppInfo {
    public static let id = "io.github.pixscout.Pixscout"
    public static let name = "Pixscout"
    public static let version = "0.2.0"
    public static let website = "https://github.com/pixscout/pixscout"

    /// "Pixscout/0.2.0 (https://github.com/pixscout/pixscout) libcurl/7.88.1": Wikimedia asks
    /// API clients to say who they are and how to reach their makers.
    public static var userAgent: String {
        "\(name)/\(version) (\(website)) libcurl/\(CurlMulti.libcurlVersion)"
    }
}
