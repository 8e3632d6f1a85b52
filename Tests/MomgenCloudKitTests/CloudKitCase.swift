// The real cases in ../shared/cloudkit: each export with the model that made
// it and the mode it was made in, split into the tuning set and a hold-out
// chosen before any tuning by a fixed rule (alphabetical order, every third
// case starting with the first: dispatch-generated, tides-swift).
import Foundation
import MomgenCloudKit
import MomgenCore
import MomgenModel
import MomgenReader
import MomgenTestSupport

/// One export and its model.
struct CloudKitCase {
    let name: String
    /// The model: the case's own `.xcdatamodeld`, or (SwiftData) an in-repo
    /// transcription of its @Model classes under Fixtures/SwiftData.
    let modelPath: String
    let options: CloudKitSchemaOptions

    /// The export, `../shared/cloudkit/<name>/schema.ckdb`.
    var exportPath: String { CloudKitCase.root.appendingPathComponent(name).appendingPathComponent("schema.ckdb").path }

    static var root: URL { TestPaths.shared.appendingPathComponent("cloudkit") }
    static var fixtures: URL { URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures") }

    static func swiftData(_ name: String, _ mode: CloudKitMode) -> CloudKitCase {
        CloudKitCase(name: name, modelPath: fixtures.appendingPathComponent("SwiftData/\(name).xcdatamodel").path,
                     options: CloudKitSchemaOptions(mode: mode))
    }

    /// Tuning cases: the rules were read from these.
    static var tuning: [CloudKitCase] {
        [
            CloudKitCase(name: "done-and-done", modelPath: root.appendingPathComponent("done-and-done/model/Tada.xcdatamodeld").path,
                         options: CloudKitSchemaOptions(mode: .justInTime, sharing: true)),
            swiftData("hibi", .initialize),
            swiftData("wockett", .justInTime),
        ]
    }

    /// Hold-out cases: measured, never tuned on.
    static var holdOut: [CloudKitCase] {
        [swiftData("dispatch-generated", .justInTime), swiftData("tides-swift", .justInTime)]
    }

    /// The model's schema in the case's mode.
    func generated() throws -> CloudKitSchema {
        try CloudKitSchemaBuilder(options: options).build(ModelLoader().load(modelPath).resolved)
    }

    /// The committed export.
    func export() throws -> CloudKitSchema {
        try CKDBReader().read(path: exportPath)
    }
}

/// Record type by record type, field by field: what differs between two schemas.
enum SchemaDifference {
    /// Only the types a model makes are compared: `CD_` types, `Users`,
    /// `"cloudkit.share"` (an export also holds the app's public types and roles).
    static func isModelType(_ name: String) -> Bool {
        name.hasPrefix("CD_") || name == "Users" || name == "cloudkit.share"
    }

    /// One line per difference, sorted; empty when the schemas agree.
    static func lines(generated: CloudKitSchema, export: CloudKitSchema) -> [String] {
        var lines: [String] = []
        let names = Set((generated.recordTypes + export.recordTypes).map(\.name).filter(isModelType))
        for name in names.sorted() {
            guard let mine = generated.recordType(named: name) else { lines.append("\(name): only in the export"); continue }
            guard let theirs = export.recordType(named: name) else { lines.append("\(name): only in momgen"); continue }
            if mine.grants != theirs.grants { lines.append("\(name): grants \(mine.grants) vs \(theirs.grants)") }
            for field in Set((mine.fields + theirs.fields).map(\.name)).sorted() {
                switch (mine.field(named: field), theirs.field(named: field)) {
                case let (a?, b?):
                    if a.type != b.type || a.qualifiers != b.qualifiers { lines.append("\(name).\(field): \(spell(a)) vs \(spell(b))") }
                case let (a?, nil): lines.append("\(name).\(field): only in momgen (\(spell(a)))")
                case let (nil, b?): lines.append("\(name).\(field): only in the export (\(spell(b)))")
                case (nil, nil): break
                }
            }
        }
        return lines
    }

    /// Fields of the model types in the export: what a comparison looks at.
    static func fieldsCompared(export: CloudKitSchema) -> Int {
        export.recordTypes.filter { isModelType($0.name) }.map(\.fields.count).reduce(0, +)
    }

    static func spell(_ field: CloudKitField) -> String {
        ([field.type.spelling] + field.qualifiers.map(\.rawValue)).joined(separator: " ")
    }
}
