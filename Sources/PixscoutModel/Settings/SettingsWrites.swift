import Foundation

/// The one queue every setting is written on, in the order the changes came.
public enum SettingsWrites {
    static let queue = DispatchQueue(label: "pixscout.settings", qos: .utility)

    /// Returns once every setting changed before is on disk: before the process exits.
    public static func finish() {
        queue.sync {}
    }
}
