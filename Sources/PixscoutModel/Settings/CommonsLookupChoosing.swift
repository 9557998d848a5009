/// Whether the person lets a document check ask Wikimedia Commons about the pictures Pixscout
/// does not know (each picture's SHA-1 leaves the machine): off until they turn it on.
public protocol CommonsLookupChoosing: Sendable {
    func asksCommons() -> Bool
    func setAsksCommons(_ asks: Bool)
}
