import ArgumentParser
import Foundation
import PodspecModel
import PodspecReader
import Trust

/// `podspec ipc spec PATH`: prints the podspec as CocoaPods' pretty JSON, exactly as `pod ipc spec`.
struct IpcSpecCommand: GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "spec",
        abstract: "Converts a podspec to JSON and prints it to STDOUT.",
        discussion: "Example: podspec ipc spec Alamofire.podspec > Alamofire.podspec.json")

    @Argument(help: "The podspec (.podspec or .podspec.json) to convert.")
    var path: String

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let spec: Specification
        do {
            spec = try PodspecLoader.load(path: path, environment: ProcessInfo.processInfo.environment)
        } catch {
            Console.error(PrintableText.escaped(error.message, keepingLayout: true))
            throw ExitCode(1)
        }
        do {
            Console.output(try spec.toPrettyJSON())
        } catch {
            Console.failure("\(error)")
            throw ExitCode(1)
        }
    }
}
