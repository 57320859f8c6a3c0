import Foundation
import PodspecModel

/// A Ruby regular expression used with `=~`: `^`/`$` are line anchors, and only String and
/// Symbol receivers can match (Ruby's `Object#=~` returns nil for anything else).
struct RubyRegex: @unchecked Sendable {
    private let regex: NSRegularExpression?
    /// The pattern matched without ICU on ASCII text, when it is simple enough.
    private let ascii: ASCIIPattern?

    init(_ pattern: String, caseInsensitive: Bool = false) {
        var options: NSRegularExpression.Options = [.anchorsMatchLines]
        if caseInsensitive { options.insert(.caseInsensitive) }
        regex = try? NSRegularExpression(pattern: pattern, options: options)
        ascii = caseInsensitive || regex == nil ? nil : ASCIIPattern(pattern)
    }

    /// `value =~ self` is truthy.
    func matches(_ value: PodValue) -> Bool {
        guard let text = value.matchableText else { return false }
        return matches(text)
    }

    func matches(_ text: String) -> Bool {
        guard let regex else { return false }
        if let matched = ascii?.matches(text) { return matched }
        return regex.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
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
    var rubyLength: Int? { matchableText?.unicodeScalars.count }
}
