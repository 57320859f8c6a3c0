import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// (A copy of the Git module's internal ChildProcess, for the test servers.)
/// A program run with `posix_spawn`: standard streams from and to files, default signal handling and
/// an empty signal mask whatever the calling thread has, its own process group (unless it must read
/// the terminal), and reaped by us with
/// `waitpid`. (Foundation's `Process` passes the caller's blocked signals on to the child and can miss
/// the exit of a child whose own children outlive it.)
final class ChildProcess {
    let pid: pid_t
    private var status: Int32?

    /// Starts `executable` (an absolute path) with `arguments`, reading standard input from the file
    /// `input` and writing standard output and error to the files `output` and `error` (`/dev/null`
    /// when nil). With `newProcessGroup`, `stop()` ends everything the program started too.
    init(
        executable: String, arguments: [String], environment: [String: String], input: String? = nil,
        output: String? = nil, error: String? = nil, newProcessGroup: Bool = true
    ) throws {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, input ?? "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, output ?? "/dev/null", O_WRONLY | O_APPEND, 0)
        if let error, error == output {
            posix_spawn_file_actions_adddup2(&actions, 1, 2)
        } else {
            posix_spawn_file_actions_addopen(&actions, 2, error ?? "/dev/null", O_WRONLY | O_APPEND, 0)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        var flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF
        if newProcessGroup {
            posix_spawnattr_setpgroup(&attributes, 0)
            flags |= POSIX_SPAWN_SETPGROUP
        }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard result == 0 else {
            throw TestSupportError("could not run \(executable): \(String(cString: strerror(result)))")
        }
        self.pid = pid
        self.ownsProcessGroup = newProcessGroup
    }

    private let ownsProcessGroup: Bool

    /// Sends `signal` to the program, or to its whole process group when it has one.
    private func send(_ signal: Int32) {
        kill(ownsProcessGroup ? -pid : pid, signal)
    }

    /// Whether the program still runs; reaps it when it has ended.
    var isRunning: Bool {
        guard status == nil else { return false }
        var value: Int32 = 0
        let result = waitpid(pid, &value, WNOHANG)
        if result == pid || (result < 0 && errno == ECHILD) {
            status = result == pid ? value : -1
            return false
        }
        return true
    }

    /// The exit code once ended (128 + signal number when killed by a signal), nil while it runs.
    var exitCode: Int32? {
        guard !isRunning, let status else { return nil }
        if status < 0 { return -1 }
        let signal = status & 0x7f
        return signal == 0 ? (status >> 8) & 0xff : 128 + signal
    }

    /// Waits up to `timeout` seconds for the program to end; stops it (and its process group) when it
    /// doesn't. Returns the exit code, nil when it had to be stopped.
    @discardableResult
    func wait(timeout: TimeInterval) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while isRunning {
            if Date() > deadline {
                stop()
                return nil
            }
            usleep(2_000)
        }
        return exitCode
    }

    /// Ends the program and everything it started (its process group): SIGTERM, then SIGKILL after
    /// `grace` seconds; reaps it.
    func stop(grace: TimeInterval = 2) {
        guard isRunning else {
            if ownsProcessGroup { send(SIGTERM) }
            return
        }
        send(SIGTERM)
        let deadline = Date().addingTimeInterval(grace)
        while isRunning && Date() < deadline { usleep(2_000) }
        if isRunning {
            send(SIGKILL)
            while isRunning { usleep(2_000) }
        }
    }

    deinit {
        if status == nil { stop() }
    }
}
