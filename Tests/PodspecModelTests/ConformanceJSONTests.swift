import Foundation
import PodspecModel
import Testing

/// Round trip of every JSON podspec of the shared conformance set (when it is beside the
/// repository): `Specification.fromJSON` then `to_hash` must equal what `pod ipc spec` printed —
/// same keys in the same order, same values and value types.
@Suite struct ConformanceJSONTests {
    static let conformance: URL =
        ProcessInfo.processInfo.environment["PODSPEC_CONFORMANCE"].map { URL(fileURLWithPath: $0) }
        ?? URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/conformance")
    static var available: Bool {
        FileManager.default.fileExists(atPath: conformance.appendingPathComponent("expected.jsonl").path)
    }

    @Test(.enabled(if: available)) func jsonCasesRoundTrip() throws {
        let expected = try String(
            contentsOf: Self.conformance.appendingPathComponent("expected.jsonl"), encoding: .utf8)
        var total = 0
        var passed = 0
        var failures: [String] = []
        var loadErrors = 0
        var loadErrorsMatched = 0
        for line in expected.split(separator: "\n") where line.contains(#""kind": "json""#) {
            let row = try JSONReader.parse(String(line))
            guard row["kind"] == "json", row["env_dependent"]?.isTruthy != true,
                let name = row["case"]?.stringValue
            else { continue }
            let url = Self.conformance.appendingPathComponent("cases").appendingPathComponent(name)
            let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            if row["loaded"] == false {
                loadErrors += 1
                do {
                    _ = try Specification.fromJSON(text, path: name)
                } catch let error as ModelError {
                    if .string(error.message) == row["load_error"] { loadErrorsMatched += 1 }
                }
                continue
            }
            guard let json = row["json"], json != .null else { continue }
            total += 1
            do {
                let spec = try Specification.fromJSON(text, path: name)
                let actual = try spec.toHashValue()
                if actual == json {
                    passed += 1
                } else {
                    failures.append(
                        "\(name)\n  expected: \(json.rubyInspect.prefix(3000))\n  actual:   \(actual.rubyInspect.prefix(3000))"
                    )
                }
            } catch {
                failures.append("\(name)\n  error: \(error)")
            }
        }
        let rate = total == 0 ? 1 : Double(passed) / Double(total)
        print(
            "conformance json round trip: \(passed)/\(total) (\(String(format: "%.2f", rate * 100))%), load errors \(loadErrorsMatched)/\(loadErrors)"
        )
        if let report = ProcessInfo.processInfo.environment["PODSPEC_MODEL_JSON_REPORT"] {
            try failures.joined(separator: "\n\n").write(toFile: report, atomically: true, encoding: .utf8)
        }
        #expect(rate >= 0.995)
        #expect(loadErrorsMatched == loadErrors)
    }
}
