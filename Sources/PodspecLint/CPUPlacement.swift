import CSystemCalls

/// A CPU for each thread of one `WorkerThreads.run`: the calling thread stays on the CPU it is on, and worker
/// `n` runs on the `n`th allowed CPU after it (cycling when there are more threads than CPUs), until the run
/// ends. Left to itself, Linux started a new thread on its parent's CPU and, after every short sleep (a page
/// fault's lock, a mutex), woke it beside the thread that woke it: on a 2-core machine the two shared one CPU
/// in 4 ms turns for 14 to 23 ms of a 60 ms `lib lint` while the other idled (`perf record -a -e
/// sched:sched_switch -e sched:sched_migrate_task`). Work is claimed one item at a time, so a CPU another
/// process holds only means its thread takes fewer items. Where the CPUs cannot be read or set, nothing is
/// pinned.
struct CPUPlacement {
    /// The CPUs the calling thread may run on, given back to it by `release`.
    private var allowed = podspec_cpus()
    /// The CPU the calling thread was pinned to, or -1 when nothing is pinned.
    private let home: Int32

    /// Pins the calling thread to its CPU when `threads` will share the work.
    init(threads: Int) {
        let current = threads > 1 ? podspec_current_cpus(&allowed) : -1
        home = current >= 0 && podspec_pin_calling_thread(current) == 0 ? current : -1
    }

    /// The CPU for worker `worker` (from 1), or nil when nothing is pinned.
    func cpu(for worker: Int) -> Int32? {
        guard home >= 0 else { return nil }
        let cpu = withUnsafePointer(to: allowed) { podspec_cpu_after($0, home, UInt32(truncatingIfNeeded: worker)) }
        return cpu >= 0 ? cpu : nil
    }

    /// Lets the calling thread run on all its CPUs again.
    func release() {
        guard home >= 0 else { return }
        _ = withUnsafePointer(to: allowed) { podspec_allow_cpus($0) }
    }
}
