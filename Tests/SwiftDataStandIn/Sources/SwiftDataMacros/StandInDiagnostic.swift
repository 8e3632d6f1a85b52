// The diagnostics the stand-in's macros emit, worded as Apple's compiler words them
// where a real message is known (see docs/typecheck.md).
import SwiftDiagnostics

/// One error a stand-in macro reports at the macro's use site.
struct StandInDiagnostic: DiagnosticMessage {
    let message: String
    let id: String

    var diagnosticID: MessageID { MessageID(domain: "SwiftDataStandIn", id: id) }
    var severity: DiagnosticSeverity { .error }

    /// Apple's text for a model class without an initializer.
    static func missingInitializer(_ className: String) -> StandInDiagnostic {
        StandInDiagnostic(message: "@Model requires an initializer be provided for '\(className)'", id: "missing-init")
    }

    /// `@Model` on something that is not a class.
    static let notAClass = StandInDiagnostic(message: "@Model can only be applied to a class", id: "not-a-class")

    /// A model class that inherits from another model class, below iOS 26 / macOS 26.
    /// The stand-in's own wording: inheritance is new in the 2025 SDKs.
    static func inheritanceBefore26(_ className: String) -> StandInDiagnostic {
        StandInDiagnostic(
            message: "model class '\(className)' inherits from another model class, which SwiftData supports from iOS 26, macOS 26, tvOS 26, watchOS 26, visionOS 26",
            id: "inheritance-before-26")
    }
}
