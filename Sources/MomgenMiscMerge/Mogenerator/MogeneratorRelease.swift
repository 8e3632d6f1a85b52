// The mogenerator release whose template keys to reproduce. Projects
// regenerate rarely, so their committed files show the release that wrote
// them, and the keys' results changed between releases: 1.30.1 and earlier
// mapped only NSString to a Swift type (`NSDate`, `NSData` stayed), 1.31
// added `Date`, 1.32 added `Data`, `URL`, `UUID`, read `customClassName`
// and `usesScalarValueType` into userInfo (its model compiler), skipped
// entities marked `mogenerator.ignore` and added keys (`allAttributes`,
// `additionalImports`, `usesScalarAttributeType`, …).

/// A mogenerator release with distinct template-key results.
public enum MogeneratorRelease: String, Sendable, CaseIterable, Comparable {
    /// 1.28 to 1.30: templates read as ASCII (a byte above 127 reads as
    /// its Latin-1 character, so a UTF-8 `©` is written back as `Â©`).
    case v1_30 = "1.30"
    /// 1.30.1: 1.30's keys, templates read as UTF-8.
    case v1_30_1 = "1.30.1"
    case v1_31 = "1.31"
    case v1_32 = "1.32"

    /// The release for a version string (1.28 and 1.29 share 1.30's
    /// results for every key this model has), nil for an unknown one.
    public init?(version: String) {
        switch version {
        case "1.28", "1.29", "1.30": self = .v1_30
        case "1.30.1": self = .v1_30_1
        case "1.31": self = .v1_31
        case "1.32": self = .v1_32
        default: return nil
        }
    }

    public static func < (lhs: MogeneratorRelease, rhs: MogeneratorRelease) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// Whether template files are read as UTF-8 (else as Latin-1).
    public var readsTemplatesAsUTF8: Bool { self != .v1_30 }

    /// The Swift names `objectAttributeClassName` gives Foundation classes.
    var swiftClassNames: [String: String] {
        switch self {
        case .v1_30, .v1_30_1: return ["NSString": "String"]
        case .v1_31: return ["NSString": "String", "NSDate": "Date"]
        case .v1_32: return ["NSString": "String", "NSDate": "Date", "NSData": "Data", "NSURL": "URL", "NSUUID": "UUID"]
        }
    }
}
