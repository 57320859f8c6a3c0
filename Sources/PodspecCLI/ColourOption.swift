import ArgumentParser
import Foundation

/// `--ansi` / `--no-ansi`, which `pod` accepts on every command.
struct ColourOption: ParsableArguments {
    @Flag(inversion: .prefixedNo, help: "Colour the output (default: on a terminal, unless NO_COLOR is set).")
    var ansi = true

    /// Whether this run colours its output.
    var enabled: Bool { Console.colours(asked: ansi, environment: ProcessInfo.processInfo.environment) }
}
