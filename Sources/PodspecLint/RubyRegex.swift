import Foundation
import PodspecModel
import Synchronization

/// A Ruby regular expression used with `=~`: `^`/`$` are line anchors, and only String and
/// Symbol receivers can match (Ruby's `Object#=~` returns nil for anything else).
struct RubyRegex: Sendable {
    /// ICU's form, compiled on the first match the ASCII pattern cannot decide: a process's first
    /// `NSRegularExpression` costs ICU's static sets (~8 M instructions, most of a one-file lint's).
    private let icu: LazyICURegex
    /// The pattern matched without ICU on ASCII text, when it is simple enough.
    private let ascii: ASCIIPattern?

    init(_ pattern: String, caseInsensitive: Bool = false) {
        var options: NSRegularExpression.Options = [.anchorsMatchLines]
        if caseInsensitive { options.insert(.caseInsensitive) }
        icu = LazyICURegex(pattern: pattern, options: options)
        ascii = caseInsensitive ? nil : ASCIIPattern(pattern)
    }

    /// `value =~ self` is truthy.
    func matches(_ value: PodValue) -> Bool {
        guard let text = value.matchableText else { return false }
        return matches(text)
    }

    func matches(_ text: String) -> Bool {
        if let matched = ascii?.matches(text) { return matched }
        guard let regex = icu.compiled else { return false }
        return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }

    /// Whether `text` is printable ASCII: no line breaks (so `^` and `$` are its two ends) and ASCII's
    /// case folding. Checks with a hand-written test for such text use it to decide when the regex is needed.
    static func isPrintableASCII(_ text: String) -> Bool {
        // (Read in place where the bytes are contiguous: through the UTF-8 view's iterator each byte cost more.)
        func isPrintable(_ byte: UInt8) -> Bool { byte >= 0x20 && byte < 0x7F }
        return text.utf8.withContiguousStorageIfAvailable { $0.allSatisfy(isPrintable) }
            ?? text.utf8.allSatisfy(isPrintable)
    }
}

/// An `NSRegularExpression` compiled once, on first use (nil for an invalid pattern, which matches nothing).
private final class LazyICURegex: Sendable {
    private let pattern: String
    private let options: NSRegularExpression.Options
    private let regex = Mutex<NSRegularExpression??>(nil)

    init(pattern: String, options: NSRegularExpression.Options) {
        self.pattern = pattern
        self.options = options
    }

    var compiled: NSRegularExpression? {
        regex.withLock { regex in
            if let regex { return regex }
            let compiled = try? NSRegularExpression(pattern: pattern, options: options)
            regex = .some(compiled)
            return compiled
        }
    }
}

extension PodValue {
    /// The text `=~` sees: a String's or Symbol's; nil for other values.
    var matchableText: String? {
        switch self {
        case .string(let s), .symbol(let s): s
        default: nil
        }
    }

    /// Ruby's `length` of a String (characters = Unicode scalars for UTF-8 strings).
    var rubyLength: Int? { matchableText?.unicodeScalarCount }
}
