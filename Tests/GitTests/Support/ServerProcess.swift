import Foundation
@testable import Git

#if canImport(Glibc)
    import Glibc
#endif

/// A long-running server started by a test (git daemon, lighttpd, sshd, ssh-agent): its output goes
/// to a log file that failures quote; it is stopped by `stop()` or, at the latest, on deinit.
final class ServerProcess {
    let name: String
    let logPath: String
    private let process: ChildProcess

    /// Starts `executable`; throws when it isn't installed or can't be run.
    init(name: String, executable: String, arguments: [String], logPath: String, environment: [String: String]? = nil)
        throws
    {
        guard let path = locate(executable) else {
            throw TestSupportError(
                "\(name): \(executable) is not installed; run `make deps` (Debian packages in the Makefile's APT_PACKAGES)"
            )
        }
        self.name = name
        self.logPath = logPath
        _ = FileManager.default.createFile(atPath: logPath, contents: nil)
        process = try ChildProcess(
            executable: path, arguments: arguments, environment: environment ?? testEnvironment(), output: logPath,
            error: logPath)
    }

    var isRunning: Bool { process.isRunning }

    var logContents: String { (try? read(logPath)) ?? "" }

    /// Waits until something accepts connections on 127.0.0.1:`port`; throws with the log when the
    /// server exits or doesn't listen within `timeout`.
    func waitUntilListening(on port: UInt16, timeout: TimeInterval = 10) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            guard process.isRunning else {
                throw TestSupportError(
                    "\(name) exited (\(process.exitCode ?? -1)) before listening on port \(port):\n\(logContents)")
            }
            if canConnect(port: port) { return }
            usleep(5_000)
        }
        stop()
        throw TestSupportError("\(name) did not listen on port \(port) within \(Int(timeout)) s:\n\(logContents)")
    }

    /// Waits until `path` exists (a UNIX socket, a pid file).
    func waitUntilExists(_ path: String, timeout: TimeInterval = 10) throws {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            guard process.isRunning else {
                throw TestSupportError(
                    "\(name) exited (\(process.exitCode ?? -1)) before creating \(path):\n\(logContents)")
            }
            if FileManager.default.fileExists(atPath: path) { return }
            usleep(5_000)
        }
        stop()
        throw TestSupportError("\(name) did not create \(path) within \(Int(timeout)) s:\n\(logContents)")
    }

    /// Stops the server and everything it started (its process group).
    func stop() {
        process.stop()
    }

    deinit {
        stop()
    }
}

/// A TCP port on 127.0.0.1 that nothing listens on right now (the kernel's pick).
func freePort() throws -> UInt16 {
    let socketDescriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socketDescriptor >= 0 else { throw TestSupportError("socket() failed: \(errno)") }
    defer { close(socketDescriptor) }
    var address = loopback(port: 0)
    let bound = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            bind(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
    }
    guard bound == 0 else { throw TestSupportError("bind() failed: \(errno)") }
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let named = withUnsafeMutablePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socketDescriptor, $0, &length) }
    }
    guard named == 0 else { throw TestSupportError("getsockname() failed: \(errno)") }
    return UInt16(bigEndian: address.sin_port)
}

/// Whether a TCP connection to 127.0.0.1:`port` succeeds.
func canConnect(port: UInt16) -> Bool {
    let socketDescriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard socketDescriptor >= 0 else { return false }
    defer { close(socketDescriptor) }
    var address = loopback(port: port)
    let result = withUnsafePointer(to: &address) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
            connect(socketDescriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
    }
    return result == 0
}

private func loopback(port: UInt16) -> sockaddr_in {
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
    return address
}

/// Starts a server on a free port, retrying with another port when the first was taken meanwhile.
func startOnFreePort<Server>(attempts: Int = 3, _ start: (UInt16) throws -> Server) throws -> Server {
    var lastError: Error?
    for _ in 0..<attempts {
        do {
            return try start(try freePort())
        } catch {
            lastError = error
        }
    }
    throw lastError ?? TestSupportError("no free port")
}
