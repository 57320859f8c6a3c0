import CSystemCalls
import Trust

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Threads for `Parallel`: `count` workers, one on the calling thread and the others on threads started for
/// them at once, each on a CPU of its own (`CPUPlacement`), all finished before `run` returns. (Dispatch's
/// `concurrentPerform` starts its workers when its pool gets round to it: on a 2-core machine the second began
/// 0.2 to 4 ms after the first, on runs of 40 ms.)
enum WorkerThreads {
    /// Each started thread's stack: the main thread's usual 8 MiB, so the reader's nesting limits hold on every
    /// thread alike (a thread's default follows `ulimit -s`, and is 2 MiB when that is unlimited).
    static let stackSize = 8 << 20

    /// `body(worker)` for every worker in `0..<count`: worker 0 on the calling thread, the rest each on a thread
    /// of its own. The run's working directory (a task-local, which threads do not inherit) is bound on each.
    static func run(_ count: Int, _ body: @Sendable (Int) -> Void) {
        let folder = WorkingDirectory.bound
        let placement = CPUPlacement(threads: count)
        defer { placement.release() }
        withoutActuallyEscaping(body) { body in
            let started = (1..<max(1, count)).map { worker in
                start(
                    WorkerStart { WorkingDirectory.$bound.withValue(folder) { body(worker) } },
                    on: placement.cpu(for: worker))
            }
            WorkingDirectory.$bound.withValue(folder) { body(0) }
            for thread in started {
                if let thread { pthread_join(thread, nil) }
            }
            // A worker whose thread could not be started runs here, after the others.
            for (offset, thread) in started.enumerated() where thread == nil {
                WorkingDirectory.$bound.withValue(folder) { body(offset + 1) }
            }
        }
    }

    /// A thread running `work`, on `cpu` alone when one is given, or nil when the system would not start one.
    private static func start(_ work: WorkerStart, on cpu: Int32?) -> pthread_t? {
        var attributes = pthread_attr_t()
        pthread_attr_init(&attributes)
        defer { pthread_attr_destroy(&attributes) }
        pthread_attr_setstacksize(&attributes, stackSize)
        if let cpu { podspec_pin_attributes(&attributes, cpu) }
        let context = Unmanaged.passRetained(work).toOpaque()
        var thread = pthread_t()
        let status = pthread_create(
            &thread, &attributes,
            { context in
                if let context { Unmanaged<WorkerStart>.fromOpaque(context).takeRetainedValue().work() }
                return nil
            }, context)
        guard status == 0 else {
            Unmanaged<WorkerStart>.fromOpaque(context).release()
            return nil
        }
        return thread
    }
}

/// What a started thread runs, handed to it through `pthread_create`'s context pointer.
private final class WorkerStart: @unchecked Sendable {
    let work: () -> Void

    init(_ work: @escaping () -> Void) {
        self.work = work
    }
}
