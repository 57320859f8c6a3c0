#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// SIGINT, SIGTERM and SIGHUP during `repo push`: the first one is only recorded, so the push stops
/// at the next step and rolls the local repo back; a second one ends the process at once.
enum RepoPushInterruption {
    nonisolated(unsafe) private static var received: sig_atomic_t = 0

    /// Starts recording the signals.
    static func install() {
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber) { number in
                if RepoPushInterruption.received != 0 {
                    signal(number, SIG_DFL)
                    raise(number)
                }
                RepoPushInterruption.received = 1
            }
        }
    }

    /// Whether a signal arrived.
    static var isInterrupted: Bool { received != 0 }
}
