// The swiftdata layout's findings on real projects that moved a Core Data
// model to SwiftData (../shared/swiftdata/moves) or exported SwiftData code
// from one with Xcode (../shared/swiftdata/cases): which keep Xcode's class
// codegen under their @Model class names, and what the layout would
// otherwise drop in silence (meshtastic's 9 validated attributes, its Boolean
// defaults). `swift test --filter SwiftDataMovesFactTests` prints the counts.
import MomgenCore
import MomgenDiagnostics
import MomgenModel
@testable import MomgenSwift
import MomgenTestSupport
import XCTest

final class SwiftDataMovesFactTests: XCTestCase {
    /// Every project's current model version, by `moves/<name>` or `cases/<name>`.
    func projects() throws -> [(name: String, model: ResolvedModel)] {
        try loadedProjects().map { ($0.name, $0.loaded.resolved) }
    }

    func loadedProjects() throws -> [(name: String, loaded: LoadedModel)] {
        let root = try TestRequirements.shared("swiftdata", for: "the swiftdata layout's findings on real moves")
        var projects: [(String, LoadedModel)] = []
        for group in ["moves", "cases"] {
            let folder = root.appendingPathComponent(group)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() {
                guard let walker = FileManager.default.enumerator(atPath: folder.appendingPathComponent(name).path) else { continue }
                let bundles = walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".xcdatamodeld") }.sorted()
                for bundle in bundles {
                    projects.append(("\(group)/\(name)", try ModelLoader().load(folder.appendingPathComponent(name).appendingPathComponent(bundle).path)))
                }
            }
        }
        return projects
    }

    func findings(_ model: ResolvedModel) throws -> [Diagnostic] {
        var options = GenerationOptions(modelName: "Model", layout: .swiftdata)
        options.deploymentTargets = [DeploymentTarget(.ios, [17, 0])]
        return try SwiftDataClassBuilder(options: options, schemaName: "ModelSchemaV1").findings(model)
    }

    /// Before issue 40 no project got a finding: `swiftdata-class-name-clash`
    /// ran only when momgen.yml generated both layouts.
    func testProjectsThatKeepXcodeCodegenUnderTheirModelClassNames() throws {
        var clashing: [String: Int] = [:]
        let projects = try loadedProjects()
        for (name, loaded) in projects {
            let model = loaded.resolved
            // What generate prints: the layout's findings and the linter's
            // (which has the rule for models marked Used with SwiftData).
            let clashes = try (findings(model) + LintGate().findings(loaded)).filter { $0.ruleID == "swiftdata-codegen-clash" }
            let expected = model.entities.filter { $0.declared.xcodeGeneratedClassName == $0.name }.count
            XCTAssertEqual(clashes.count, expected, name)
            if !clashes.isEmpty { clashing[name] = clashes.count }
        }
        print("swiftdata-codegen-clash: \(clashing.count) of \(projects.count) projects: "
              + clashing.keys.sorted().map { "\($0) (\(clashing[$0]!))" }.joined(separator: ", "))
        XCTAssertEqual(clashing.keys.sorted(), ["cases/cinematv-xcode15beta", "cases/maxlandcine-xcode15", "cases/viamemo-xcode15",
                                                "moves/awattprice", "moves/meshtastic", "moves/snippetbox"])
    }

    /// meshtastic's validation rules (9 attributes) and Boolean defaults
    /// are all said or kept.
    func testMeshtasticsValidationRulesAndBooleanDefaults() throws {
        let model = try XCTUnwrap(projects().first { $0.name == "moves/meshtastic" }).model
        let validated = model.entities.flatMap(\.attributes).filter { !SwiftDataClassBuilder.validationRules(of: $0.declared).isEmpty }
        let findings = try findings(model).filter { $0.ruleID == "swiftdata-validation" }
        print("meshtastic: \(validated.count) attributes with validation rules, \(findings.count) swiftdata-validation findings")
        XCTAssertEqual(findings.count, 9)
        XCTAssertEqual(findings.count, validated.count)
        var options = GenerationOptions(modelName: "Model", layout: .swiftdata)
        options.deploymentTargets = [DeploymentTarget(.ios, [17, 0])]
        let classes = try SwiftDataClassBuilder(options: options, schemaName: "ModelSchemaV1").build(model).classes
        var booleans = 0
        for entity in model.entities {
            for attribute in entity.attributes where attribute.owner == entity.id && attribute.declared.type == .boolean {
                guard let text = attribute.declared.defaultValueString else { continue }
                booleans += 1
                let property = classes.first { $0.entityName == entity.name }?.properties.first { $0.name == attribute.name }
                XCTAssertEqual(property?.defaultClause, text == "YES" ? " = true" : " = false", "\(entity.name).\(attribute.name)")
            }
        }
        print("meshtastic: \(booleans) Boolean defaults, all kept")
        XCTAssertEqual(booleans, 62)
    }
}
