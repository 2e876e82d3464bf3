import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A listening TCP socket on 127.0.0.1 at a free port, for tests that play a server byte for byte. The kernel
/// accepts connections into its backlog even when nobody calls `accept`: a server that never answers. Made with
/// `listens: false`, it holds the port without listening: every connection to it is refused.
public struct LoopbackListener: Sendable {
    public let descriptor: Int32
    public let port: Int

    public struct Failed: Error {}

    public init(backlog: Int32 = 16, listens: Bool = true) throws {
        #if os(Linux)
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
        let descriptor = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(descriptor, $0, length) }
        }
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard bound == 0, !listens || listen(descriptor, backlog) == 0 else {
            closeDescriptor(descriptor)
            throw Failed()
        }
        self.descriptor = descriptor
        self.port = Int(UInt16(bigEndian: address.sin_port))
    }

    /// Stops listening; a thread blocked in `accept` returns.
    public func close() {
        shutdown(descriptor, Int32(SHUT_RDWR))
        closeDescriptor(descriptor)
    }
}

/// The C library's `close`, which `LoopbackListener.close()` hides inside the type.
private func closeDescriptor(_ descriptor: Int32) {
    #if canImport(Glibc)
    _ = Glibc.close(descriptor)
    #else
    _ = Darwin.close(descriptor)
    #endif
}
