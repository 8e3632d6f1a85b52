// The mogenerator release whose Swift declarations the mogenerator template
// set reproduces (`--mogenerator-version`, momgen.yml `mogenerator-version`).
// The differences come from mogenerator's own templates and mogenerator.m at
// tags 1.31 and 1.32 (rentzsch/mogenerator); docs/generate.md lists them.

/// A mogenerator release with its own Swift declarations.
///
/// For example, an optional Integer 16 attribute with usesScalarValueType
/// is `var count: NSNumber?` under `.v1_31` and `var count: Int16` under
/// `.v1_32`; a required String is `String` and `String!`.
public enum MogeneratorVersion: String, CaseIterable, Sendable, Encodable {
    case v1_31 = "1.31"
    case v1_32 = "1.32"

    /// The version momgen reproduces when none is named: the last release.
    public static let defaultVersion = MogeneratorVersion.v1_32

    /// 1.31 ignored usesScalarValueType: every number and Boolean is `NSNumber?`.
    public var numbersAreNSNumber: Bool { self == .v1_31 }

    /// 1.32 added the typed `fetchRequest()` to the machine class; in a 1.31
    /// project `Book.fetchRequest()` is NSManagedObject's untyped one, which a
    /// typed one would make ambiguous.
    public var declaresTypedFetchRequest: Bool { self == .v1_32 }

    /// 1.32 compiled models with its own momcom, which copies a
    /// transformable's `customClassName` into userInfo
    /// `attributeValueClassName`, the key its templates type the value by;
    /// 1.31 ran momc, which does not, so the value was `AnyObject`.
    public var readsTransformableCustomClass: Bool { self == .v1_32 }

    /// How a required object value is declared: `String` in 1.31, `String!` in 1.32.
    public var requiredStyle: RequiredStyle {
        self == .v1_31 ? .nonOptional : .implicitlyUnwrapped
    }

    /// The Swift type 1.31 wrote for an object type momgen maps otherwise:
    /// it renamed only NSString and NSDate, so Binary, URI and UUID values
    /// are `NSData`, `NSURL` and `NSUUID` (1.32 writes `Data`, `URL`, `UUID`).
    public func objectType(_ type: String) -> String {
        guard self == .v1_31 else { return type }
        switch type {
        case "Data": return "NSData"
        case "URL": return "NSURL"
        case "UUID": return "NSUUID"
        default: return type
        }
    }
}
