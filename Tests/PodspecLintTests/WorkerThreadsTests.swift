import Foundation
import Synchronization
import Testing
import Trust

@testable import PodspecLint

#if canImport(Glibc)
    import Glibc
#endif

/// `WorkerThreads`, which `Parallel` runs its work on: every worker once, the first on the calling thread, the
/// run's working directory bound on each.
struct WorkerThreadsTests {
    /// What one worker saw.
    struct Sighting: Sendable {
        let worker: Int
        let folder: String?
        let onCallingThread: Bool
    }

    @Test func everyWorkerRunsOnceWithTheBoundFolder() {
        let caller = pthread_self()
        let seen = Mutex<[Sighting]>([])
        WorkingDirectory.$bound.withValue("/work/bound-folder") {
            WorkerThreads.run(3) { worker in
                let sighting = Sighting(
                    worker: worker, folder: WorkingDirectory.bound,
                    onCallingThread: pthread_equal(pthread_self(), caller) != 0)
                seen.withLock { $0.append(sighting) }
            }
        }
        let sightings = seen.withLock { $0 }.sorted { $0.worker < $1.worker }
        #expect(sightings.map(\.worker) == [0, 1, 2])
        #expect(sightings.allSatisfy { $0.folder == "/work/bound-folder" })
        #expect(sightings.map(\.onCallingThread) == [true, false, false])
    }

    @Test func oneWorkerRunsOnTheCallingThreadAlone() {
        let caller = pthread_self()
        let seen = Mutex<[Bool]>([])
        WorkerThreads.run(1) { _ in
            let here = pthread_equal(pthread_self(), caller) != 0
            seen.withLock { $0.append(here) }
        }
        #expect(seen.withLock { $0 } == [true])
    }
}
