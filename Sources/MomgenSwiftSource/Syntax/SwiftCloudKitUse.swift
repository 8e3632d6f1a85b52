// Where the sources open a store with CloudKit: every
// `ModelConfiguration(…, cloudKitDatabase: X, …)` in a file, function bodies
// included (apps build their configuration in `App.init` or a static
// property). A value other than `.none` (`.private("iCloud.…")`,
// `.automatic`) turns the CloudKit rules on for the schemas, as
// `usedWithCloudKit="YES"` does for a Core Data model. A configuration that
// leaves the argument out gets SwiftData's default, `.automatic`, which uses
// CloudKit only when the app has the iCloud entitlement; momgen does not
// read entitlements, so that case stays `--cloudkit`'s.
import MomgenDiagnostics
import SwiftSyntax

/// One `cloudKitDatabase:` argument.
public struct SwiftCloudKitDatabase: Hashable, Sendable {
    /// The argument as written (`.private("iCloud.com.example")`).
    public let value: String
    public let location: MomgenDiagnostics.SourceLocation

    /// Whether the store it configures syncs with CloudKit.
    public var usesCloudKit: Bool {
        let compact = value.filter { !$0.isWhitespace }
        return compact != ".none" && compact != "ModelConfiguration.CloudKitDatabase.none" && compact != "nil"
    }
}

/// Finds `cloudKitDatabase:` arguments of `ModelConfiguration(…)` calls.
final class SwiftCloudKitUse: SyntaxVisitor {
    private let reading: SwiftSyntaxReading
    private(set) var found: [SwiftCloudKitDatabase] = []

    init(reading: SwiftSyntaxReading) {
        self.reading = reading
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let called = node.calledExpression.trimmedDescription
        if called == "ModelConfiguration" || called.hasSuffix(".ModelConfiguration"),
           let argument = node.arguments.first(where: { $0.label?.text == "cloudKitDatabase" }), found.count < 1_000 {
            found.append(SwiftCloudKitDatabase(value: argument.expression.trimmedDescription, location: reading.location(argument)))
        }
        return .visitChildren
    }
}
