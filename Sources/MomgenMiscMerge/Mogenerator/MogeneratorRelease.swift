// The mogenerator release whose template keys and post-processing to
// reproduce. Projects regenerate rarely, so their committed files show the
// release that wrote them, and the results changed between tags (read from
// mogenerator.m, MiscMerge/ and momcom/ at each tag):
// - 1.21–1.24: `objectAttributeType` is the bare class name (`NSString`);
//   1.25 appends " *" (`NSString *`, `id` for NSObject); 1.26 on appends
//   "*" except for `Class`, `id<…>` and NSObject (`id`).
// - 1.28 adds `--swift`, `--v2` and collapses blank-line runs in every
//   file; before it the output is MiscMerge's text as it is.
// - 1.28 and 1.29: `--v2` sets `TemplateVar.arc`, `.literals`, `.modules`
//   to YES (1.30 drops it).
// - 1.29 compiles models with its own momcom, which sets `optional` only
//   where the XML says optional="YES" and so leaves Core Data's default,
//   optional, on every property (mogenerator issue #286, fixed in 1.30).
// - 1.30 adds collection generics (`NSSet<Book*>`) for Objective-C.
// - 1.30 and earlier read templates as ASCII, 1.30.1 on as UTF-8.
// - 1.31 maps NSDate to Date for Swift, 1.32 Data, URL, UUID too, reads
//   `customClassName` and `usesScalarValueType` into userInfo, skips
//   `mogenerator.ignore` entities and adds keys (`allAttributes`, …).

/// A mogenerator release with distinct results.
public enum MogeneratorRelease: String, Sendable, CaseIterable, Comparable {
    case v1_21 = "1.21", v1_22 = "1.22", v1_23 = "1.23", v1_24 = "1.24", v1_25 = "1.25", v1_26 = "1.26", v1_27 = "1.27"
    case v1_28 = "1.28", v1_29 = "1.29"
    /// 1.30: templates read as ASCII (a byte above 127 reads as its Latin-1
    /// character, so a UTF-8 `©` is written back as `Â©`).
    case v1_30 = "1.30"
    /// 1.30.1: 1.30's keys, templates read as UTF-8.
    case v1_30_1 = "1.30.1"
    case v1_31 = "1.31"
    case v1_32 = "1.32"

    /// The release for a version string, nil for an unknown one.
    public init?(version: String) {
        self.init(rawValue: version)
    }

    /// The newest release, used when nothing says otherwise.
    public static let latest = MogeneratorRelease.v1_32

    /// The releases `--mogenerator-version` takes, for messages.
    public static var supportedRange: String { "\(allCases.first!.rawValue) to \(latest.rawValue)" }

    public static func < (lhs: MogeneratorRelease, rhs: MogeneratorRelease) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }

    /// Whether template files are read as UTF-8 (else as Latin-1).
    public var readsTemplatesAsUTF8: Bool { self >= .v1_30_1 }

    /// Whether every file's runs of blank lines become one (1.28 on).
    public var collapsesBlankLines: Bool { self >= .v1_28 }

    /// Whether `--v2` sets the `arc`, `literals` and `modules` template variables.
    public var v2SetsTemplateVariables: Bool { self == .v1_28 || self == .v1_29 }

    /// Whether every property reads as optional (1.29's momcom).
    var everyPropertyIsOptional: Bool { self == .v1_29 }

    /// Whether Objective-C collection class names carry generics (1.30 on).
    var collectionsHaveGenerics: Bool { self >= .v1_30 }

    /// Whether `--swift` exists (1.28 on); before, output is Objective-C.
    var knowsSwift: Bool { self >= .v1_28 }

    /// The Swift names `objectAttributeClassName` gives Foundation classes.
    var swiftClassNames: [String: String] {
        switch self {
        case .v1_31: return ["NSString": "String", "NSDate": "Date"]
        case .v1_32: return ["NSString": "String", "NSDate": "Date", "NSData": "Data", "NSURL": "URL", "NSUUID": "UUID"]
        default: return ["NSString": "String"]
        }
    }

    /// `objectAttributeType` for an Objective-C class name, as this release
    /// wrote it (Swift names are 1.28's rule, in `AttributeObject`).
    func objectiveCAttributeType(_ className: String) -> String {
        switch self {
        case .v1_21, .v1_22, .v1_23, .v1_24:
            return className
        case .v1_25:
            return className == "NSObject" ? "id" : className + " *"
        default:
            if className == "Class" || className.contains("<") { return className }
            return className == "NSObject" ? "id" : className + "*"
        }
    }
}
