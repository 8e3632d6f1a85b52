// Date attributes' defaults and bounds, read as Core Data reads them.
//
// Xcode writes a Date default as `defaultDateTimeInterval` (seconds after
// 2001-01-01 00:00:00 UTC) and Date bounds as `minDateTimeInterval` and
// `maxDateTimeInterval`; `minValueString`/`maxValueString` are for numbers and
// lengths. Xcode 4-era models also carry a `defaultValueString` next to the
// interval, a display text such as "2010-01-01"; Core Data uses the interval
// (issue 33: reading the text gave 104 false invalid-default-value findings).
// Messages print these instants as ISO 8601 dates in UTC, not as seconds.
import MomgenModel

/// Reads and prints the instants of Date attributes.
enum DateValues {
    /// Seconds from 1970-01-01 to 2001-01-01 (Core Data's reference date), UTC.
    static let referenceDateUnixSeconds = 978_307_200.0

    /// The default's text as Core Data reads it: `defaultDateTimeInterval`
    /// when present, else `defaultValueString`.
    static func defaultText(_ attribute: Attribute) -> String? {
        attribute.defaultDateTimeInterval ?? attribute.defaultValueString
    }

    /// `minDateTimeInterval` (kept by the reader among the other XML attributes).
    static func minimumText(_ attribute: Attribute) -> String? {
        attribute.otherAttributes.first { $0.name == "minDateTimeInterval" }?.value
    }

    /// `maxDateTimeInterval`.
    static func maximumText(_ attribute: Attribute) -> String? {
        attribute.otherAttributes.first { $0.name == "maxDateTimeInterval" }?.value
    }

    /// The interval written in `text`, or nil when it is not a finite number.
    static func interval(_ text: String) -> Double? {
        guard let value = Double(text.trimmedSpaces), value.isFinite else { return nil }
        return value
    }

    /// `text` for a message: the date it means when it is an interval
    /// (`2021-01-01T00:00:00Z`), else the text in quotes.
    static func describe(_ text: String) -> String {
        interval(text).map(iso8601) ?? "'\(text)'"
    }

    /// The instant `interval` seconds after 2001-01-01 00:00:00 UTC, as ISO
    /// 8601 in UTC (`2001-01-01T00:00:00Z`; fractions of a second when there
    /// are any). Computed without Foundation (days to civil date, proleptic
    /// Gregorian calendar), so it is the same on every platform.
    static func iso8601(_ interval: Double) -> String {
        let unix = interval + referenceDateUnixSeconds
        guard abs(unix) < 1e14 else { return "\(AttributeValues.format(interval)) seconds after 2001-01-01T00:00:00Z" }
        let days = (unix / 86_400).rounded(.down)
        let seconds = unix - days * 86_400
        let whole = Int(seconds.rounded(.down))
        let fraction = seconds - Double(whole)
        // Howard Hinnant's civil_from_days.
        let z = Int(days) + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let mp = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        // Zero-padded to `width` digits (a year before 1000 prints as 0999).
        func pad(_ n: Int, _ width: Int = 2) -> String {
            let digits = String(n)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        let yearText = year >= 0 ? pad(year, 4) : String(year)
        var text = "\(yearText)-\(pad(month))-\(pad(day))T\(pad(whole / 3_600)):\(pad(whole / 60 % 60)):\(pad(whole % 60))"
        let millis = Int((fraction * 1_000).rounded())
        if millis > 0, millis < 1_000 { text += "." + pad(millis, 3) }
        return text + "Z"
    }
}
