import Glibc

/// A ``CurlBodyFile`` over a file descriptor that is its alone.
public final class CurlFileSink: CurlBodyFile, @unchecked Sendable {
    /// Touched by the network thread only, after ``init(descriptor:)``.
    private var descriptor: Int32

    /// Takes over `descriptor`, open for writing.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    deinit {
        close()
    }

    public func write(_ bytes: UnsafeRawBufferPointer) -> Bool {
        var offset = 0
        while offset < bytes.count {
            guard let base = bytes.baseAddress else { return false }
            let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
            if written < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += written
        }
        return true
    }

    public func close() {
        guard descriptor >= 0 else { return }
        Glibc.close(descriptor)
        descriptor = -1
    }
}
