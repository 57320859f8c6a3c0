import Foundation
import RubySyntax

/// Ruby's `Time`, as `Time.now` gives it: the real clock in the local time zone (reading it, like `ENV`,
/// marks the evaluation as depending on more than its text), with its fields, `strftime`, `to_s`, `to_i`
/// and arithmetic in seconds.
extension Interpreter {
    static let timeClass = "Time"

    /// `Time.now`.
    func timeNow() -> RValue { Interpreter.time(clock.timeIntervalSince1970) }

    /// A Time `seconds` after the epoch.
    static func time(_ seconds: Double) -> RValue {
        let object = RObject(className: timeClass)
        object.ivars["@seconds"] = .float(seconds)
        return .object(object)
    }

    /// The seconds since the epoch a Time holds (nil for any other value).
    static func timeSeconds(_ value: RValue) -> Double? {
        guard case .object(let object) = value, object.className == timeClass,
            case .float(let seconds)? = object.ivars["@seconds"]
        else { return nil }
        return seconds
    }

    /// The calendar fields of `seconds` in the local time zone.
    static func timeFields(_ seconds: Double) -> DateComponents {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        return calendar.dateComponents(
            [.year, .month, .day, .hour, .minute, .second, .weekday, .nanosecond, .timeZone],
            from: Date(timeIntervalSince1970: seconds))
    }

    /// `Time` methods.
    func timeMethod(_ object: RObject, _ name: String, _ args: [RValue]) throws -> RValue? {
        guard let seconds = Interpreter.timeSeconds(.object(object)) else { return nil }
        let fields = Interpreter.timeFields(seconds)
        switch name {
        case "year": return .integer(fields.year ?? 0)
        case "month", "mon": return .integer(fields.month ?? 0)
        case "day", "mday": return .integer(fields.day ?? 0)
        case "hour": return .integer(fields.hour ?? 0)
        case "min": return .integer(fields.minute ?? 0)
        case "sec": return .integer(fields.second ?? 0)
        case "wday": return .integer((fields.weekday ?? 1) - 1)
        case "yday": return .integer(Int(Interpreter.strftime("%j", seconds)) ?? 0)
        case "to_i": return .integer(Int(seconds.rounded(.down)))
        case "to_f": return .float(seconds)
        case "to_s": return .string(Interpreter.strftime("%Y-%m-%d %H:%M:%S %z", seconds))
        case "strftime":
            guard case .string(let format)? = args.first else {
                throw RubyError.implicitConversion(args.first ?? .nilValue, into: "String")
            }
            return .string(Interpreter.strftime(format, seconds))
        case "+", "-":
            if name == "-", let other = args.first.flatMap(Interpreter.timeSeconds) { return .float(seconds - other) }
            guard let delta = args.first?.doubleValue else {
                throw RubyError(
                    "TypeError", "can't convert \(args.first?.className ?? "NilClass") into an exact number")
            }
            return Interpreter.time(name == "+" ? seconds + delta : seconds - delta)
        case "<=>":
            guard let other = args.first.flatMap(Interpreter.timeSeconds) else { return .nilValue }
            return .integer(seconds < other ? -1 : seconds > other ? 1 : 0)
        default: return nil
        }
    }

    /// Ruby's `Time#strftime` for the common directives (`%Y %m %d %H %M %S %y %b %B %a %A %j %e %I %p %L
    /// %z %Z %s %F %T %D %%`), with the `-` flag (no padding); another directive is kept as written, as Ruby
    /// keeps one it does not know.
    static func strftime(_ format: String, _ seconds: Double) -> String {
        let fields = timeFields(seconds)
        let date = Date(timeIntervalSince1970: seconds)
        func named(_ pattern: String) -> String {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = .current
            formatter.dateFormat = pattern
            return formatter.string(from: date)
        }
        var out = ""
        var chars = Array(format)[...]
        while let c = chars.popFirst() {
            guard c == "%", let next = chars.first else {
                out.append(c)
                continue
            }
            var directive = next
            var pad = true
            if directive == "-", chars.count > 1 {
                pad = false
                directive = chars[chars.index(after: chars.startIndex)]
                chars = chars.dropFirst()
            }
            chars = chars.dropFirst()
            func number(_ value: Int, _ width: Int, _ filler: Character = "0") -> String {
                let text = String(value)
                return pad && text.count < width ? String(repeating: filler, count: width - text.count) + text : text
            }
            let hour = fields.hour ?? 0
            switch directive {
            case "Y": out += String(fields.year ?? 0)
            case "C": out += number((fields.year ?? 0) / 100, 2)
            case "y": out += number((fields.year ?? 0) % 100, 2)
            case "m": out += number(fields.month ?? 0, 2)
            case "d": out += number(fields.day ?? 0, 2)
            case "e": out += number(fields.day ?? 0, 2, " ")
            case "H": out += number(hour, 2)
            case "I": out += number(hour % 12 == 0 ? 12 : hour % 12, 2)
            case "M": out += number(fields.minute ?? 0, 2)
            case "S": out += number(fields.second ?? 0, 2)
            case "L": out += number((fields.nanosecond ?? 0) / 1_000_000, 3)
            case "j": out += number(Int(named("D")) ?? 0, 3)
            case "p": out += hour < 12 ? "AM" : "PM"
            case "b", "h": out += named("MMM")
            case "B": out += named("MMMM")
            case "a": out += named("EEE")
            case "A": out += named("EEEE")
            case "z": out += named("xx")
            case "Z": out += named("zzz")
            case "s": out += String(Int(seconds.rounded(.down)))
            case "F": out += strftime("%Y-%m-%d", seconds)
            case "T": out += strftime("%H:%M:%S", seconds)
            case "D": out += strftime("%m/%d/%y", seconds)
            case "%": out += "%"
            default: out += "%" + (pad ? "" : "-") + String(directive)
            }
        }
        return out
    }
}
