extension String {
    /// This text with the value of every `key=` query parameter replaced, for logs and messages.
    public func redactingAPIKey() -> String {
        replacing(/(^|[?&])key=[^&#\s]*/) { match in "\(match.1)key=REDACTED" }
    }
}
