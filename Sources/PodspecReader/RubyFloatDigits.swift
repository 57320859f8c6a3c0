/// The decimal digits `format` prints for a float, rounded as Ruby's own `BSD__dtoa` rounds them (modes 2
/// and 3), which is not always the exact binary value's rounding: its quick floating-point pass treats a
/// remainder within its error bound of one half as a tie and rounds it to even (`'%.2f' % 2.675` is
/// `2.68`, `'%.2f' % 2.665` is `2.66`), and then never rounds such a value up to an even digit.
enum RubyFloatDigits {
    /// The digits of a positive finite `value` (as dtoa leaves them: without trailing zeros but where its
    /// exact passes stop early; empty when it rounds to zero) and the
    /// position of the decimal point (`value ≈ 0.digits × 10^point`), rounded to `count` significant digits
    /// (`fixed` false, `%e` and `%g`) or to `count` digits after the point (`fixed` true, `%f`).
    static func rounded(_ value: Double, count: Int, fixed: Bool) -> (digits: [UInt8], point: Int) {
        let exact = exactDecimal(value)
        var half = false
        if value.isNormal, let quick = quickPass(value, count: count, fixed: fixed, half: &half) { return quick }
        let limit = fixed ? count + exact.point : max(count, 1)
        if limit <= 0 {
            // Rounds to zero or to one unit of the last place: up only when more than half.
            let above = limit == 0 && (exact.digits[0] > 5 || (exact.digits[0] == 5 && exact.digits.count > 1))
            return above ? ([1], exact.point + 1) : ([], -count)
        }
        guard exact.digits.count > limit else { return exact }
        var kept = Array(exact.digits[..<limit])
        let next = exact.digits[limit]
        let order = next > 5 || (next == 5 && exact.digits.count > limit + 1) ? 1 : next == 5 ? 0 : -1
        // An integer below 10^15 is rounded with exact floating-point arithmetic, which ignores the quick pass
        // and keeps trailing zeros.
        let integral = value == value.rounded(.towardZero) && value < 1e15
        guard order > 0 || (order == 0 && kept[limit - 1] & 1 == 1) else {
            return (integral ? kept : trimmed(kept), exact.point)
        }
        if integral { half = false }
        while kept.last == 9 { kept.removeLast() }
        guard let last = kept.indices.last else { return ([1], exact.point + 1) }
        if !half || kept[last] & 1 == 1 { kept[last] += 1 }
        return (kept, exact.point)
    }

    /// dtoa's quick pass: the digits from floating-point arithmetic when its error bound decides them; nil
    /// (with `half` set when the remainder looked like one half) when the exact computation must.
    private static func quickPass(_ value: Double, count: Int, fixed: Bool, half: inout Bool) -> (
        digits: [UInt8], point: Int
    )? {
        let tens: [Double] = [
            1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18,
            1e19, 1e20, 1e21, 1e22,
        ]
        let bigTens: [Double] = [1e16, 1e32, 1e64, 1e128, 1e256]
        // dtoa's estimate of floor(log10(value)), checked against `tens` when small.
        let mantissa = Double(sign: .plus, exponent: 0, significand: value.significand)
        let estimate =
            (mantissa - 1.5) * 0.289529654602168 + 0.1760912590558 + Double(value.exponent) * 0.301029995663981
        var k = Int(estimate)
        if estimate < 0 && estimate != Double(k) { k -= 1 }
        var checkK = true
        if k >= 0 && k <= 22 {
            if value < tens[k] { k -= 1 }
            checkK = false
        }
        var limit = fixed ? count + k + 1 : max(count, 1)
        let limitIfSmaller = fixed ? limit - 1 : limit
        guard limit >= 0, limit <= 14 else { return nil }
        var d = value
        var errorSteps = 2
        if k > 0 {
            var divisor = tens[k & 0xf]
            var j = k >> 4
            if j & 0x10 != 0 {
                j &= 0xf
                d /= bigTens[4]
                errorSteps += 1
            }
            var i = 0
            while j != 0 {
                if j & 1 != 0 {
                    errorSteps += 1
                    divisor *= bigTens[i]
                }
                j >>= 1
                i += 1
            }
            d /= divisor
        } else if k < 0 {
            d *= tens[-k & 0xf]
            var j = -k >> 4
            var i = 0
            while j != 0 {
                if j & 1 != 0 {
                    errorSteps += 1
                    d *= bigTens[i]
                }
                j >>= 1
                i += 1
            }
        }
        if checkK && d < 1 && limit > 0 {
            guard limitIfSmaller > 0 else { return nil }
            limit = limitIfSmaller
            k -= 1
            d *= 10
            errorSteps += 1
        }
        var bound = (Double(errorSteps) * d + 7) * 0x1p-52
        if limit == 0 {
            d -= 5
            if d > bound { return ([1], k + 2) }
            if d < -bound { return ([], -count) }
            return nil
        }
        bound *= tens[limit - 1]
        var digits: [UInt8] = []
        var i = 1
        while true {
            let digit = Int(d)
            d -= Double(digit)
            if d == 0 { limit = i }
            digits.append(UInt8(digit))
            if i == limit {
                if d > 0.5 + bound { return roundedUp(digits, point: k + 1) }
                if d < 0.5 - bound { return (trimmed(digits), k + 1) }
                half = true
                return digit & 1 == 1 ? roundedUp(digits, point: k + 1) : nil
            }
            i += 1
            d *= 10
        }
    }

    /// `digits` plus one unit of the last place (`199` becomes `2`, `99` becomes `1` a place higher).
    private static func roundedUp(_ digits: [UInt8], point: Int) -> (digits: [UInt8], point: Int) {
        var result = digits
        while result.last == 9 { result.removeLast() }
        guard let last = result.indices.last else { return ([1], point + 1) }
        result[last] += 1
        return (result, point)
    }

    private static func trimmed(_ digits: [UInt8]) -> [UInt8] {
        var result = digits
        while result.last == 0 { result.removeLast() }
        return result
    }

    /// The exact decimal expansion of a positive finite double (at most 767 significant digits): its digits
    /// without trailing zeros, and the position of the decimal point.
    static func exactDecimal(_ value: Double) -> (digits: [UInt8], point: Int) {
        let billion: UInt64 = 1_000_000_000
        var significand = value.significandBitPattern
        var exponent = -1074
        if value.isNormal {
            significand |= 1 << 52
            exponent = Int(value.exponent) - 52
        }
        // The significand times 2^exponent, as an integer in base 10^9 (least significant first) over 10^scale.
        var limbs: [UInt64] = []
        while significand > 0 {
            limbs.append(significand % billion)
            significand /= billion
        }
        func multiply(by factor: UInt64) {
            var carry: UInt64 = 0
            for i in limbs.indices {
                let product = limbs[i] * factor + carry
                limbs[i] = product % billion
                carry = product / billion
            }
            while carry > 0 {
                limbs.append(carry % billion)
                carry /= billion
            }
        }
        var scale = 0
        var remaining = abs(exponent)
        if exponent < 0 { scale = remaining }
        while remaining > 0 {
            let step = min(remaining, 12)
            multiply(by: exponent < 0 ? (0..<step).reduce(1) { product, _ in product * 5 } : 1 << step)
            remaining -= step
        }
        var text = String(limbs.last ?? 0)
        for limb in limbs.dropLast().reversed() {
            let part = String(limb)
            text += String(repeating: "0", count: 9 - part.count) + part
        }
        let digits = text.utf8.map { $0 - 48 }
        return (trimmed(digits), digits.count - scale)
    }
}
