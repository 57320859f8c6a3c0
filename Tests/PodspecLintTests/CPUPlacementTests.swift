import CSystemCalls
import Synchronization
import Testing

@testable import PodspecLint

/// `CPUPlacement` and the C calls under it: each of `WorkerThreads.run`'s threads on a CPU of its own while the
/// run lasts, the calling thread given back all its CPUs afterwards.
struct CPUPlacementTests {
    /// The CPUs in `set`, in order.
    static func members(_ set: podspec_cpus) -> [Int] {
        withUnsafeBytes(of: set) { bytes in
            bytes.indices.flatMap { index in (0..<8).filter { bytes[index] & (1 << $0) != 0 }.map { index * 8 + $0 } }
        }
    }

    /// A set holding `cpus`.
    static func set(_ cpus: [Int]) -> podspec_cpus {
        var set = podspec_cpus()
        withUnsafeMutableBytes(of: &set) { bytes in
            for cpu in cpus { bytes[cpu / 8] |= UInt8(1 << (cpu % 8)) }
        }
        return set
    }

    /// The calling thread's CPUs and the one it is on.
    static func current() -> (cpus: [Int], on: Int) {
        var set = podspec_cpus()
        let on = podspec_current_cpus(&set)
        return (members(set), Int(on))
    }

    static let allowedCPUs = current().cpus.count

    @Test func theCPUAfterCyclesThroughTheSet() {
        let cpus = Self.set([0, 2, 5])
        let after = { (cpu: Int32, nth: UInt32) in withUnsafePointer(to: cpus) { podspec_cpu_after($0, cpu, nth) } }
        #expect([0, 1, 2, 3, 4].map { after(0, $0) } == [0, 2, 5, 0, 2])
        #expect(after(5, 1) == 0)
        #expect(after(1, 0) == -1)
        #expect(after(-1, 0) == -1)
    }

    @Test(.enabled(if: allowedCPUs >= 2, "needs two CPUs"))
    func workersRunOnCPUsOfTheirOwnAndTheCallerGetsItsCPUsBack() {
        let before = Self.current().cpus
        let seen = Mutex<[Int: (cpus: [Int], on: Int)]>([:])
        WorkerThreads.run(2) { worker in
            let here = Self.current()
            seen.withLock { $0[worker] = here }
        }
        let sightings = seen.withLock { $0 }
        #expect(sightings[0]?.cpus.count == 1 && sightings[0]?.cpus == sightings[0].map { [$0.on] })
        #expect(sightings[1]?.cpus.count == 1 && sightings[1]?.cpus == sightings[1].map { [$0.on] })
        #expect(sightings[0]?.on != sightings[1]?.on)
        #expect(Self.current().cpus == before)
    }

    @Test(.enabled(if: allowedCPUs >= 2, "needs two CPUs"))
    func moreThreadsThanCPUsShareThemInTurn() {
        let original = Self.current().cpus
        let cpus = Array(original.prefix(2))
        #expect(withUnsafePointer(to: Self.set(cpus)) { podspec_allow_cpus($0) } == 0)
        let before = Self.current().cpus
        let seen = Mutex<[Int: Int]>([:])
        WorkerThreads.run(4) { worker in
            let on = Self.current().on
            seen.withLock { $0[worker] = on }
        }
        let on = seen.withLock { $0 }
        #expect(Self.current().cpus == before)
        _ = withUnsafePointer(to: Self.set(original)) { podspec_allow_cpus($0) }
        #expect(on[0] == on[2] && on[1] == on[3] && on[0] != on[1])
        #expect(Set(on.values) == Set(cpus))
    }

    @Test func oneThreadIsLeftWhereItIs() {
        let before = Self.current().cpus
        let seen = Mutex<[Int]>([])
        WorkerThreads.run(1) { _ in
            let cpus = Self.current().cpus
            seen.withLock { $0 = cpus }
        }
        #expect(seen.withLock { $0 } == before)
    }
}
