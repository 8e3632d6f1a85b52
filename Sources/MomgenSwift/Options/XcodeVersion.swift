// Which Xcode's "Create NSManagedObject Subclass…" files the xcode layout
// reproduces (`--xcode-version`, momgen.yml `xcode-version`). Each property
// is one difference seen in real committed files of that era (the list and
// the evidence are in docs/generate.md, "Switching from Xcode").

/// The major version of the Xcode whose generated files the xcode layout
/// declares the same API as.
///
/// For example, `XcodeVersion(10)` types Date and Binary Data attributes as
/// `NSDate?`/`NSData?` and declares no `Identifiable`; `XcodeVersion(26)`
/// (the default) writes `public import` and `<Entity>CoreDataPropertiesSet`.
public struct XcodeVersion: Hashable, Comparable, Sendable, Encodable, CustomStringConvertible {
    /// The major version: 8 through 16, then 26 (Apple's numbering went
    /// from 16 to 26).
    public let major: Int

    /// The versions `--xcode-version` accepts.
    public static let supported: [Int] = Array(8...16) + [26]
    /// The newest, used when the user names none.
    public static let latest = XcodeVersion(uncheckedMajor: 26)

    /// nil for a version Xcode never had or that wrote no Swift subclasses.
    public init?(_ major: Int) {
        guard Self.supported.contains(major) else { return nil }
        self.major = major
    }

    private init(uncheckedMajor major: Int) {
        self.major = major
    }

    /// Parses `10` or `10.1` (the minor version changes nothing).
    public init?(text: String) {
        let majorText = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        guard !majorText.isEmpty, majorText.allSatisfy(\.isASCIIDigit), majorText.count <= 3, let major = Int(majorText),
              text.dropFirst(majorText.count).allSatisfy({ $0 == "." || $0.isASCIIDigit }) else { return nil }
        self.init(major)
    }

    public var description: String { String(major) }

    public static func < (lhs: XcodeVersion, rhs: XcodeVersion) -> Bool { lhs.major < rhs.major }

    /// Date and Binary Data attributes are `NSDate?`/`NSData?`: committed
    /// files of Xcode 8.0 through 10.1 declare them so, and apps call
    /// `NSDate()` and NSDate extensions on them; Xcode 11 wrote `Date?`.
    public var usesFoundationReferenceTypes: Bool { major <= 10 }

    /// `extension Book : Identifiable {}` after the properties: Xcode 12 and later.
    public var declaresIdentifiable: Bool { major >= 12 }

    /// `public import CoreData`/`Foundation` and the
    /// `public typealias BookCoreDataPropertiesSet = NSSet` (and
    /// `…CoreDataClassSet` in the class file): Xcode 26, for Swift 6's
    /// `InternalImportsByDefault`, under which a plain import does not
    /// export the public declarations' types.
    public var usesPublicImports: Bool { major >= 26 }
}

extension Character {
    /// `0`…`9` only (not other scripts' digits).
    var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
