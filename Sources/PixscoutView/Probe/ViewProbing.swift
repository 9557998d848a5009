import PixscoutProbe

/// Hears what a person would see change, as one line each ("rows 50", "visible-rows 0 6"), for
/// the end-to-end tests and the benchmarks. Views get it injected; without one they record nothing.
@MainActor
public protocol ViewProbing: AnyObject {
    func record(_ event: ProbeEvent)
}
