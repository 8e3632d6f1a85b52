// How MiscMerge treats values in conditions, arithmetic, comparisons and
// output (MMBoolValueOfObject, MMIsObjectANumber, -[NSNumber description]):
// a string is a number when it starts with one ("2x" is 2), a non-numeric
// string is true when non-empty, any list or object is true, nil is false.

extension MergeValue {
    /// The number this value reads as, if it reads as one.
    var numberValue: Double? {
        switch self {
        case let .number(value): return value
        case let .bool(value): return value ? 1 : 0
        case let .string(text): return Self.leadingNumber(text)
        default: return nil
        }
    }

    /// MiscMerge's truth: numbers by value, strings by length, others by presence.
    var isTrue: Bool {
        if let number = numberValue { return number != 0 }
        switch self {
        case let .string(text): return !text.isEmpty
        case .null: return false
        default: return true
        }
    }

    /// The text a field prints (NSNumber prints Booleans as 1/0 and whole
    /// numbers without a fraction); nil for what cannot be printed.
    var printed: String? {
        switch self {
        case let .string(text): return text
        case let .bool(value): return value ? "1" : "0"
        case let .number(value):
            if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
            return String(value)
        case .null: return ""
        case .list, .dictionary, .object: return nil
        }
    }

    /// The number at the start of `text`, as NSScanner's `scanFloat:` reads
    /// it (leading whitespace, a sign, digits, a fraction, an exponent).
    static func leadingNumber(_ text: String) -> Double? {
        let scalars = Array(text.unicodeScalars.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" })
        var end = 0
        if end < scalars.count, scalars[end] == "+" || scalars[end] == "-" { end += 1 }
        let digitsStart = end
        while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
        var digits = end - digitsStart
        if end < scalars.count, scalars[end] == "." {
            end += 1
            let fractionStart = end
            while end < scalars.count, ("0"..."9").contains(scalars[end]) { end += 1 }
            digits += end - fractionStart
        }
        guard digits > 0 else { return nil }
        if end < scalars.count, scalars[end] == "e" || scalars[end] == "E" {
            var exponentEnd = end + 1
            if exponentEnd < scalars.count, scalars[exponentEnd] == "+" || scalars[exponentEnd] == "-" { exponentEnd += 1 }
            let exponentDigits = exponentEnd
            while exponentEnd < scalars.count, ("0"..."9").contains(scalars[exponentEnd]) { exponentEnd += 1 }
            if exponentEnd > exponentDigits { end = exponentEnd }
        }
        var number = ""
        number.unicodeScalars.append(contentsOf: scalars[..<end])
        if number.hasSuffix(".") { number.removeLast() }
        return Double(number)
    }

    /// MiscMerge's comparison: nil sorts first, two numbers compare as
    /// floats, equal values are the same, and otherwise strings compare
    /// lexically (nil when they cannot be ordered, which makes `==` false
    /// and `!=` true).
    static func compare(_ left: MergeValue, _ right: MergeValue) -> ComparisonResult? {
        switch (left.isNull, right.isNull) {
        case (true, true): return .same
        case (true, false): return .ascending
        case (false, true): return .descending
        default: break
        }
        if let l = left.numberValue, let r = right.numberValue {
            let (lf, rf) = (Float(l), Float(r))
            return lf < rf ? .ascending : lf > rf ? .descending : .same
        }
        if left.isEqual(to: right) { return .same }
        if case let .string(l) = left, case let .string(r) = right {
            return l < r ? .ascending : .descending
        }
        return nil
    }

    /// `-isEqual:`: same kind and same contents, same object for objects.
    func isEqual(to other: MergeValue) -> Bool {
        switch (self, other) {
        case let (.string(a), .string(b)): return a == b
        case let (.object(a), .object(b)): return a === b
        case let (.list(a), .list(b)): return a.count == b.count && zip(a, b).allSatisfy { $0.isEqual(to: $1) }
        case (.null, .null): return true
        default:
            if let a = numberValue, let b = other.numberValue, !isString, !other.isString { return a == b }
            return false
        }
    }

    private var isString: Bool {
        if case .string = self { return true }
        return false
    }

    /// The result of a comparison.
    enum ComparisonResult {
        case ascending, same, descending
    }
}
