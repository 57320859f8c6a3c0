#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGINT, SIGTERM and SIGHUP during `repo push`: they are recorded, and the push stops at the next
/// step or network wait (within a fraction of a second), rolls the local repo back, releases its lock
/// and exits non-zero. Only a third signal ends the process at once (a way out of a hang).
enum RepoPushInterruption {
    nonisolated(unsafe) private static var received: sig_atomic_t = 0

    /// Starts recording the signals.
    static func install() {
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber) { number in
                if RepoPushInterruption.received >= 2 {
                    signal(number, SIG_DFL)
                    raise(number)
                }
                RepoPushInterruption.received += 1
            }
        }
    }

    /// Whether a signal arrived.
    static var isInterrupted: Bool { received != 0 }
}
