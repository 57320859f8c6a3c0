import Foundation

/// Work spread over all cores with results kept in input order, so output never depends on timing.
/// `PODSPEC_THREADS=N` caps the threads (1 runs everything on the calling thread: a baseline to measure
/// against, and the order any parallel run must reproduce byte for byte). Used by `repo lint`, `search`
/// and `lib lint`/`spec lint --quick`.
public enum Parallel {
    /// The threads to use: `PODSPEC_THREADS` from `environment` when it is a positive number, else one
    /// per active core.
    public static func threads(_ environment: [String: String]) -> Int {
        if let text = environment["PODSPEC_THREADS"], let count = Int(text), count > 0 { return count }
        return ProcessInfo.processInfo.activeProcessorCount
    }

    /// `transform` applied to every element on at most `threads` threads, results in input order. Each
    /// thread takes the next unclaimed element, so a few slow elements don't hold a whole share back.
    public static func map<T: Sendable, R: Sendable>(_ items: [T], threads: Int, _ transform: @Sendable (T) -> R) -> [R]
    {
        let workers = min(max(1, threads), items.count)
        if workers <= 1 { return items.map(transform) }
        let results = ConcurrentResults<R>(count: items.count)
        WorkerThreads.run(workers) { _ in
            while let index = results.claim() {
                results.set(index, transform(items[index]))
            }
        }
        return results.takeValues()
    }

    /// `first` and `second` run at once on two threads (in turn on the calling thread when `threads` is 1).
    public static func both<A: Sendable, B: Sendable>(
        threads: Int, _ first: @Sendable () -> A, _ second: @Sendable () -> B
    ) -> (A, B) {
        if threads <= 1 { return (first(), second()) }
        let firstResult = ConcurrentResults<A>(count: 1)
        let secondResult = ConcurrentResults<B>(count: 1)
        WorkerThreads.run(2) { index in
            if index == 0 { firstResult.set(0, first()) } else { secondResult.set(0, second()) }
        }
        return (firstResult.takeValues()[0], secondResult.takeValues()[0])
    }
}

/// Slots filled from several threads, each claimed once, read once all are done.
final class ConcurrentResults<R: Sendable>: @unchecked Sendable {
    private var slots: [R?]
    private var next = 0
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    /// The next index no thread has taken yet, nil when all are taken.
    func claim() -> Int? {
        lock.lock()
        defer { lock.unlock() }
        guard next < slots.count else { return nil }
        next += 1
        return next - 1
    }

    func set(_ index: Int, _ value: R) {
        lock.lock()
        slots[index] = value
        lock.unlock()
    }

    /// The values, in slot order, moved out (the slots are left empty): copying a thousand lint results cost
    /// a retain and a release of each of their strings and arrays, on the one thread left at the end.
    func takeValues() -> [R] {
        lock.lock()
        defer { lock.unlock() }
        var taken: [R?] = []
        swap(&taken, &slots)
        var values: [R] = []
        values.reserveCapacity(taken.count)
        for index in taken.indices {
            if let value = taken[index].take() { values.append(value) }
        }
        return values
    }
}
