// Helpers for lint tests: build a model from XML text and lint it.
import MomgenConfig
import MomgenDiagnostics
import MomgenLint
import MomgenModel
import MomgenReader
import XCTest

enum LintFixture {
    /// Parses and resolves a whole model document held in memory.
    static func resolve(_ document: String, path: String = "Model.xcdatamodel/contents") throws -> ResolvedModel {
        Resolver().resolve(try ModelReader().decode(Array(document.utf8), path: path))
    }

    /// Wraps a `<model>` body as a rule example does, and resolves it.
    static func resolve(body: String, model attributes: String = "") throws -> ResolvedModel {
        try resolve(RuleExample(body, model: attributes).document)
    }

    /// Lints with the default configuration (plus any rule enabled by id).
    static func lint(_ model: ResolvedModel, enabling: [String] = [], cloudKit: Bool = false) -> [Diagnostic] {
        var section = LintSection()
        section.enabled = Set(enabling)
        section.cloudKit = cloudKit
        return Linter(configuration: section).lint(model)
    }

    /// Reads a config from YAML text.
    static func config(_ yaml: String) throws -> (MomgenConfiguration, [Diagnostic]) {
        try ConfigReader().parse(yaml, file: ".momgen.yml")
    }
}
