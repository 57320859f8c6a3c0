import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A TCP server on 127.0.0.1 that accepts every connection, sends `greeting` (nothing by default) and
/// then never says another word: a git server that hangs, before or in the middle of its answer.
final class StalledServer: @unchecked Sendable {
    let port: UInt16
    private let listener: Int32
    private let lock = NSLock()
    private var connections: [Int32] = []
    private var stopped = false

    init(greeting: String = "") throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard listener >= 0 else { throw TestSupportError("socket() failed: \(errno)") }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && listen(listener, 16) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        guard bound else {
            close(listener)
            throw TestSupportError("could not listen on 127.0.0.1: \(errno)")
        }
        port = UInt16(bigEndian: address.sin_port)
        self.listener = listener
        Thread.detachNewThread { [self] in
            while true {
                let connection = accept(listener, nil, nil)
                guard connection >= 0 else { return }
                _ = greeting.withCString { send(connection, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
                let keep = lock.withLock { () -> Bool in
                    guard !stopped else { return false }
                    connections.append(connection)
                    return true
                }
                if !keep { close(connection) }
            }
        }
    }

    /// How many connections were accepted so far.
    var acceptedConnections: Int { lock.withLock { connections.count } }

    /// A git:// URL on this server.
    var gitURL: String { "git://127.0.0.1:\(port)/specs.git" }

    func stop() {
        let open = lock.withLock { () -> [Int32]? in
            guard !stopped else { return nil }
            stopped = true
            return connections
        }
        guard let open else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
        open.forEach { close($0) }
    }

    deinit { stop() }
}
