import CLibGit2
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The TCP connections of libgit2 (git://, http, https under TLS, SSH), registered in place of its own
/// socket stream so that every network operation has a connect timeout, a stall timeout (no byte read
/// or written for that long) and can be cancelled; libgit2 1.5 has no timeouts of its own. The limits
/// come from the `TransferOptions` of the operation running on the calling thread.
enum SocketStream {
    /// The limits of one operation, kept by each stream it opens.
    final class Limits {
        let connectTimeout: TimeInterval
        let stallTimeout: TimeInterval
        let isCancelled: (@Sendable () -> Bool)?

        init(_ options: TransferOptions) {
            connectTimeout = options.connectTimeout
            stallTimeout = options.stallTimeout
            isCancelled = options.isCancelled
        }
    }

    private static let threadKey = "podspec.Git.SocketStream.limits"

    /// Registers the stream with libgit2, once per process.
    private static let registered: Bool = {
        var registration = git_stream_registration()
        registration.version = GIT_STREAM_VERSION
        registration.`init` = { out, host, port in SocketStream.create(out, host, port) }
        return git.stream_register(GIT_STREAM_STANDARD, &registration) == 0
    }()

    /// Runs `body` (one network operation) with `options`' limits for the connections it opens.
    static func withLimits<R>(of options: TransferOptions, _ body: () throws -> R) rethrows -> R {
        _ = registered
        let dictionary = Thread.current.threadDictionary
        let previous = dictionary[threadKey]
        dictionary[threadKey] = Limits(options)
        defer { dictionary[threadKey] = previous }
        return try body()
    }

    private static func create(
        _ out: UnsafeMutablePointer<UnsafeMutablePointer<git_stream>?>?, _ host: UnsafePointer<CChar>?,
        _ port: UnsafePointer<CChar>?
    ) -> Int32 {
        guard let out, let host, let port,
            let raw = calloc(1, MemoryLayout<podspec_socket_stream>.size)
        else { return -1 }
        let limits = Thread.current.threadDictionary[threadKey] as? Limits ?? Limits(TransferOptions())
        let stream = raw.assumingMemoryBound(to: podspec_socket_stream.self)
        stream.pointee.parent.version = GIT_STREAM_VERSION
        stream.pointee.parent.connect = { SocketStream.connect($0) }
        stream.pointee.parent.read = { SocketStream.read($0, $1, $2) }
        stream.pointee.parent.write = { stream, data, length, _ in SocketStream.write(stream, data, length) }
        stream.pointee.parent.close = { SocketStream.close($0) }
        stream.pointee.parent.free = { SocketStream.free($0) }
        stream.pointee.host = strdup(host)
        stream.pointee.port = strdup(port)
        stream.pointee.socket = -1
        stream.pointee.owner = Unmanaged.passRetained(limits).toOpaque()
        out.pointee = raw.assumingMemoryBound(to: git_stream.self)
        return 0
    }

    private static func socketStream(_ stream: UnsafeMutablePointer<git_stream>?) -> UnsafeMutablePointer<
        podspec_socket_stream
    >? {
        stream.map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: podspec_socket_stream.self) }
    }

    private static func limits(_ stream: UnsafeMutablePointer<podspec_socket_stream>) -> Limits? {
        stream.pointee.owner.map { Unmanaged<Limits>.fromOpaque($0).takeUnretainedValue() }
    }

    private static func address(_ stream: UnsafeMutablePointer<podspec_socket_stream>) -> String {
        "\(swiftString(stream.pointee.host) ?? "?"):\(swiftString(stream.pointee.port) ?? "?")"
    }

    private static func fail(_ message: String, code: Int32 = -1) -> Int32 {
        _ = git.error_set_str(Int32(GIT_ERROR_NET.rawValue), message)
        return code
    }

    private static func systemError(_ number: Int32 = errno) -> String {
        String(cString: strerror(number))
    }

    private enum Wait { case ready, timedOut, cancelled }

    /// Waits until `socket` is ready for `events`, in slices short enough to notice a cancellation soon.
    private static func wait(_ socket: Int32, for events: Int32, until deadline: Date, _ limits: Limits?) -> Wait {
        while true {
            if limits?.isCancelled?() == true { return .cancelled }
            let remaining = deadline.timeIntervalSinceNow
            if remaining <= 0 { return .timedOut }
            var descriptor = pollfd(fd: socket, events: Int16(events), revents: 0)
            let result = poll(&descriptor, 1, Int32(min(remaining, 0.2) * 1000) + 1)
            if result > 0 || (result < 0 && errno != EINTR) { return .ready }
        }
    }

    private static func connect(_ base: UnsafeMutablePointer<git_stream>?) -> Int32 {
        guard let stream = socketStream(base), let host = stream.pointee.host, let port = stream.pointee.port else {
            return -1
        }
        let limits = limits(stream)
        let timeout = limits?.connectTimeout ?? 30
        var hints = addrinfo()
        hints.ai_family = AF_UNSPEC
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var info: UnsafeMutablePointer<addrinfo>?
        let resolved = getaddrinfo(host, port, &hints, &info)
        guard resolved == 0 else {
            return fail("failed to resolve address for \(address(stream)): \(String(cString: gai_strerror(resolved)))")
        }
        defer { freeaddrinfo(info) }
        let deadline = Date(timeIntervalSinceNow: timeout)
        var lastError = "no address"
        var entry = info
        while let current = entry?.pointee {
            entry = current.ai_next
            let socket = Glibc.socket(
                current.ai_family, current.ai_socktype | Int32(SOCK_CLOEXEC.rawValue), current.ai_protocol)
            guard socket >= 0 else {
                lastError = systemError()
                continue
            }
            _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
            if Glibc.connect(socket, current.ai_addr, current.ai_addrlen) == 0 || errno == EINPROGRESS {
                switch wait(socket, for: Int32(POLLOUT), until: deadline, limits) {
                case .ready:
                    var socketError: Int32 = 0
                    var length = socklen_t(MemoryLayout<Int32>.size)
                    getsockopt(socket, SOL_SOCKET, SO_ERROR, &socketError, &length)
                    if socketError == 0 {
                        stream.pointee.socket = socket
                        return 0
                    }
                    lastError = systemError(socketError)
                case .timedOut:
                    _ = Glibc.close(socket)
                    return fail(
                        "failed to connect to \(address(stream)): timed out after \(Int(timeout)) s without an answer")
                case .cancelled:
                    _ = Glibc.close(socket)
                    return fail("cancelled while connecting to \(address(stream))", code: GIT_EUSER.rawValue)
                }
            } else {
                lastError = systemError()
            }
            _ = Glibc.close(socket)
        }
        return fail("failed to connect to \(address(stream)): \(lastError)")
    }

    private static func read(_ base: UnsafeMutablePointer<git_stream>?, _ data: UnsafeMutableRawPointer?, _ length: Int)
        -> Int
    {
        guard let stream = socketStream(base) else { return -1 }
        return transfer(stream, receiving: true) { socket in recv(socket, data, length, Int32(MSG_DONTWAIT)) }
    }

    private static func write(
        _ base: UnsafeMutablePointer<git_stream>?, _ data: UnsafePointer<CChar>?, _ length: Int
    ) -> Int {
        guard let stream = socketStream(base) else { return -1 }
        return transfer(stream, receiving: false) { socket in
            send(socket, data, length, Int32(MSG_DONTWAIT) | Int32(MSG_NOSIGNAL))
        }
    }

    /// Runs `operation` (one recv or send) until it moves data, fails, the stall timeout passes or the
    /// operation is cancelled.
    private static func transfer(
        _ stream: UnsafeMutablePointer<podspec_socket_stream>, receiving: Bool, _ operation: (Int32) -> Int
    ) -> Int {
        let limits = limits(stream)
        let socket = stream.pointee.socket
        let timeout = limits?.stallTimeout ?? 120
        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            if limits?.isCancelled?() == true {
                return Int(fail("cancelled while talking to \(address(stream))", code: GIT_EUSER.rawValue))
            }
            let result = operation(socket)
            if result >= 0 { return result }
            let number = errno
            guard number == EAGAIN || number == EWOULDBLOCK || number == EINTR else {
                return Int(
                    fail(
                        "error \(receiving ? "receiving data from" : "sending data to") \(address(stream)): \(systemError(number))"
                    ))
            }
            switch wait(socket, for: Int32(receiving ? POLLIN : POLLOUT), until: deadline, limits) {
            case .ready: continue
            case .timedOut:
                return Int(
                    fail(
                        "\(address(stream)) \(receiving ? "sent nothing" : "took nothing") for \(Int(timeout)) s (timed out)"
                    ))
            case .cancelled:
                return Int(fail("cancelled while talking to \(address(stream))", code: GIT_EUSER.rawValue))
            }
        }
    }

    private static func close(_ base: UnsafeMutablePointer<git_stream>?) -> Int32 {
        guard let stream = socketStream(base), stream.pointee.socket >= 0 else { return 0 }
        let result = Glibc.close(stream.pointee.socket)
        stream.pointee.socket = -1
        return result
    }

    private static func free(_ base: UnsafeMutablePointer<git_stream>?) {
        guard let stream = socketStream(base) else { return }
        if stream.pointee.socket >= 0 { _ = Glibc.close(stream.pointee.socket) }
        Glibc.free(stream.pointee.host)
        Glibc.free(stream.pointee.port)
        if let owner = stream.pointee.owner { Unmanaged<Limits>.fromOpaque(owner).release() }
        Glibc.free(UnsafeMutableRawPointer(stream))
    }
}
