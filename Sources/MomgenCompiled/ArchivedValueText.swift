// Archived values (defaults, userInfo values, min/max) as the text the XML
// dialect spells them in: integers plainly, whole reals without a fraction,
// booleans as YES/NO, decimals from their mantissa and exponent (so 0 with
// exponent -1 reads "0.0", as Xcode writes it), strings as they are.
import MomgenPlist

enum ArchivedValueText {
    /// The text of the value in plist object `field` (inline, or a UID).
    static func text(_ archive: KeyedArchive, field: Int, forBoolean: Bool) throws -> String? {
        switch try archive.field(field) {
        case .uid:
            guard let uid = try archive.reference(field) else { return nil }
            return try text(archive, uid: uid, forBoolean: forBoolean)
        case let other:
            return inline(other, forBoolean: forBoolean)
        }
    }

    /// The text of the archived object at `uid`.
    static func text(_ archive: KeyedArchive, uid: Int, forBoolean: Bool) throws -> String? {
        let object = try archive.object(uid)
        if let text = inline(object, forBoolean: forBoolean) { return text }
        guard let archived = try archive.keyedObject(uid) else { return nil }
        switch archived.className {
        case "NSMutableString", "NSString":
            return try archive.string(archived.fields["NS.string"], named: "NS.string")
        case "NSDecimalNumberPlaceholder", "NSDecimalNumber":
            return try decimal(archive, archived)
        default:
            return nil
        }
    }

    /// Seconds since 2001 of an `NSDate` (or a bare number) in `field`.
    static func dateSeconds(_ archive: KeyedArchive, field: Int) throws -> Double? {
        guard let uid = try archive.reference(field), let archived = try archive.keyedObject(uid),
              archived.className == "NSDate", let time = archived.fields["NS.time"]
        else { return nil }
        switch try archive.field(time) {
        case let .real(seconds): return seconds
        case let .integer(seconds): return Double(seconds)
        default: return nil
        }
    }

    static func inline(_ object: PlistObject, forBoolean: Bool) -> String? {
        switch object {
        case let .string(text): return text
        case let .integer(number): return forBoolean ? (number != 0 ? "YES" : "NO") : String(number)
        case let .bool(flag): return flag ? "YES" : "NO"
        case let .real(number): return self.number(number)
        default: return nil
        }
    }

    /// A real as Xcode writes it: whole numbers without a fraction.
    static func number(_ value: Double) -> String {
        if value.isFinite, value.rounded() == value, abs(value) < 1e15 { return String(Int64(value)) }
        return String(value)
    }

    /// `NSDecimalNumber`'s archive: little-endian 16-bit mantissa words
    /// (`NS.mantissa`, `NS.mantissa.bo` 1), `NS.length` words, `NS.exponent`,
    /// `NS.negative`. Values beyond 64 bits, and lengths no archiver writes
    /// (negative ones: issue 34 item 1), are left undecoded.
    private static func decimal(_ archive: KeyedArchive, _ object: ArchivedObject) throws -> String? {
        guard let mantissaField = object.fields["NS.mantissa"], case let .data(bytes) = try archive.field(mantissaField) else {
            return nil
        }
        let length = Int(try archive.integer(object.fields["NS.length"], named: "NS.length") ?? 0)
        let exponent = Int(try archive.integer(object.fields["NS.exponent"], named: "NS.exponent") ?? 0)
        let negative = try archive.bool(object.fields["NS.negative"], named: "NS.negative")
        guard (0 ... 4).contains(length), bytes.count >= length * 2, (-40 ... 40).contains(exponent) else { return nil }
        var mantissa: UInt64 = 0
        for word in (0 ..< length).reversed() {
            mantissa = mantissa << 16 | UInt64(bytes[word * 2]) | UInt64(bytes[word * 2 + 1]) << 8
        }
        var digits = String(mantissa)
        if exponent > 0 {
            digits += String(repeating: "0", count: exponent)
        } else if exponent < 0 {
            let places = -exponent
            if digits.count <= places { digits = String(repeating: "0", count: places - digits.count + 1) + digits }
            digits.insert(".", at: digits.index(digits.endIndex, offsetBy: -places))
        }
        return (negative ? "-" : "") + digits
    }
}
