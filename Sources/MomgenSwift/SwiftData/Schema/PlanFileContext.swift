// The template context of `<M>MigrationPlan.swift` (Templates/swiftdata-plan.mustache).
import Mustache

/// One stage as the plan template renders it.
///
/// For example, `StageContext(fromSchema: "JournalSchemaV1", toSchema: "JournalSchemaV2",
/// isCustom: false, …)` renders `.lightweight(fromVersion: JournalSchemaV1.self, toVersion: JournalSchemaV2.self)`.
public struct StageContext: Sendable {
    public let fromSchema: String
    public let toSchema: String
    /// The model versions, quoted and comment-safe.
    public let fromVersion: String
    public let toVersion: String
    public let isCustom: Bool
    /// `diff`'s findings for the step, each safe inside a `//` comment.
    public let findings: [String]
    /// When the stage is custom only to end a run of lightweight stages: the
    /// jump's ends (quoted, comment-safe) and why SwiftData could not make it.
    public var runBreak: RunBreakContext? = nil
}

/// The jump a custom stage with no handlers keeps SwiftData from making.
///
/// For example, `RunBreakContext(fromVersion: "'Library'", toVersion: "'Library 3'", reasons: ["Book.code: …"])`.
public struct RunBreakContext: Sendable {
    public let fromVersion: String
    public let toVersion: String
    /// Each safe inside a `//` comment.
    public let reasons: [String]
}

/// What the plan template renders.
///
/// For example, a one-version model gives one schema and no stages.
public struct PlanFileContext: Sendable {
    public let modelName: String
    public let planName: String
    /// Schema enum names, oldest first.
    public let schemas: [String]
    public let stages: [StageContext]
    public let staticModifier: String
}

extension StageContext: MustacheParent {
    /// The value of the context key `name` (the stored property of that name).
    public func child(named name: String) -> Any? {
        switch name {
        case "fromSchema": return fromSchema
        case "toSchema": return toSchema
        case "fromVersion": return fromVersion
        case "toVersion": return toVersion
        case "isCustom": return isCustom && runBreak == nil
        case "isLightweight": return !isCustom
        case "isRunBreak": return runBreak != nil
        case "runBreakFrom": return runBreak?.fromVersion
        case "runBreakTo": return runBreak?.toVersion
        case "runBreakReasons": return runBreak?.reasons ?? []
        case "findings": return findings
        case "hasFindings": return !findings.isEmpty
        default: return nil
        }
    }
}

extension PlanFileContext: MustacheParent {
    /// The value of the context key `name` (the stored property of that name).
    public func child(named name: String) -> Any? {
        switch name {
        case "modelName": return modelName
        case "planName": return planName
        case "schemas": return schemas
        case "stages": return stages
        case "hasStages": return !stages.isEmpty
        case "staticModifier": return staticModifier
        default: return nil
        }
    }
}
