// Orders version names the way a person reads them: `Model 2` before
// `Model 10`. Byte comparison alone would put `Model 10` first.

/// Compares strings with runs of digits compared as numbers.
public enum NaturalOrder {
    public static func precedes(_ lhs: String, _ rhs: String) -> Bool {
        let left = chunks(lhs), right = chunks(rhs)
        for (a, b) in zip(left, right) where a != b {
            switch (a, b) {
            case let (.number(x, xt), .number(y, yt)):
                return x != y ? x < y : xt < yt
            case let (.text(x), .text(y)): return x < y
            case (.number, .text): return true
            case (.text, .number): return false
            }
        }
        if left.count != right.count { return left.count < right.count }
        return lhs < rhs
    }

    private enum Chunk: Equatable {
        /// The value, with the digits text to break ties like `01` vs `1`.
        case number(Int, String)
        case text(String)
    }

    private static func chunks(_ string: String) -> [Chunk] {
        var result: [Chunk] = []
        var current = ""
        var inDigits = false
        func flush() {
            guard !current.isEmpty else { return }
            result.append(inDigits ? .number(Int(current.prefix(18)) ?? 0, current) : .text(current))
            current = ""
        }
        for character in string {
            let isDigit = character.isASCII && character.isNumber
            if isDigit != inDigits { flush(); inDigits = isDigit }
            current.append(character)
        }
        flush()
        return result
    }
}
