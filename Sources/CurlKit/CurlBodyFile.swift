/// Where a transfer writes its body instead of memory. Only the network thread writes to it
/// and closes it, once libcurl has let the transfer go: no write can reach a file that later
/// takes its descriptor.
public protocol CurlBodyFile: AnyObject, Sendable {
    /// Writes all of `bytes`; false when the file cannot take them (disk full).
    func write(_ bytes: UnsafeRawBufferPointer) -> Bool
    func close()
}
