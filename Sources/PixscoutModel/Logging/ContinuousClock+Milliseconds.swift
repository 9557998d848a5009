extension ContinuousClock.Instant {
    /// Whole milliseconds from this instant until now, for logs.
    var millisecondsAgo: Int64 {
        let elapsed = ContinuousClock.now - self
        return elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
    }
}
