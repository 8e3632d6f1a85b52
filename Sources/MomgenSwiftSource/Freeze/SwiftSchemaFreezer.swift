// `generate SOURCES --freeze-as NAME`: the frozen copy of live `@Model`
// classes as a `VersionedSchema`, so that a released schema stops following
// later edits of the live classes (the 134504 crashes of issue 41).
//
// Two cases, told by whether the sources already declare NAME:
// - a new schema: `enum NAME: VersionedSchema` listing copies of every live
//   class, its version identifier one major above the highest declared;
// - a declared schema whose `models` lists live classes (KMReader's V1–V4
//   before its fix): only `extension NAME { copies }`. Swift looks a name
//   up in the innermost scope first, so the schema's own `models` list (and
//   every key path and relationship type in the copies) then names the
//   copies without editing the user's file.
// Either way the result is proven before it is returned (SwiftFreezeProof).
import MomgenDiagnostics
import MomgenModel
import MomgenSwift
import MomgenVersions
import SwiftParser
import SwiftSyntax

/// Freezes live classes into a schema.
public struct SwiftSchemaFreezer: Sendable {
    public var limits: SwiftSourceLimits

    public init(limits: SwiftSourceLimits = SwiftSourceLimits()) {
        self.limits = limits
    }

    /// The file that freezes the live classes as `name`, to be written into
    /// `outputFolder` (as `NAME.swift`, or `NAME+Frozen.swift` beside a
    /// declared NAME); `version` overrides the new schema's identifier;
    /// `locked` is the lock's record of `name`, when it has one.
    public func freeze(_ files: [SwiftSourceFile], as name: String, version: [Int]? = nil, outputFolder: String,
                       locked: VersionLock.Version? = nil) throws -> SwiftFrozenSchema {
        try Self.checkIdentifier(name)
        let reader = SwiftSourceReader(limits: limits)
        let (model, index) = try reader.readIndexed(files)
        let live = index.liveModelClasses
        let existing = model.versions.first { !$0.isLive && $0.name == name }
        let classes: [SwiftTypeDeclaration]
        let target: SwiftSchemaVersion
        if let existing {
            guard version == nil else {
                throw MomgenError.usage("'\(name)' is declared already, with its own version identifier; --freeze-version is only for a new schema")
            }
            let unfrozen = Set(existing.owners.filter { $0.value.isEmpty }.map(\.key))
            classes = live.filter { unfrozen.contains($0.name) }
            guard !classes.isEmpty else {
                throw MomgenError.usage("'\(name)' lists no live class: every class of it is its own frozen copy already, and a released schema never changes; freeze the live classes under a new name")
            }
            target = existing
        } else {
            if name == "Live" {
                throw MomgenError.usage("'Live' is the name momgen gives the live classes; choose another name for the frozen schema")
            }
            if index.types[name] != nil {
                throw MomgenError.usage("'\(name)' is declared already in these sources and is no VersionedSchema; choose another name")
            }
            guard let current = model.versions.first(where: \.isLive) else {
                throw MomgenError.usage("these sources hold no live @Model class (outside every VersionedSchema) to freeze")
            }
            classes = live
            target = current
        }
        let identifier = existing == nil ? try newIdentifier(version, model: model) : nil
        let aliases = existing.map { aliasLines(for: $0, classes: classes, index: index) } ?? []
        let written = try render(name: existing?.fullName ?? name, classes: classes, aliases: aliases, files: files, index: index,
                                 identifier: identifier, label: files.count == 1 ? files[0].path : "the sources")
        let fileName = existing == nil ? name + ".swift" : name + "+Frozen.swift"
        let outputPath = outputFolder.isEmpty ? fileName : outputFolder.hasSuffix("/") ? outputFolder + fileName : outputFolder + "/" + fileName
        let proof = try SwiftFreezeProof(reader: reader).prove(
            written.text, at: outputPath, files: files, schema: name, against: target, before: model, locked: locked)
        let schemas = model.versions.filter { !$0.isLive }
        return SwiftFrozenSchema(text: written.text, fileName: fileName, schema: name, extendsExisting: existing != nil,
                                 isHistorical: existing != nil && schemas.last?.name != name, checkedAgainstLock: locked != nil,
                                 versionIdentifier: identifier.map { $0.map(String.init).joined(separator: ".") },
                                 classes: classes.map(\.name), checksum: proof.checksum,
                                 inexactEntities: proof.inexactEntities, sharedTypes: written.sharedTypes,
                                 droppedMembers: written.droppedMembers, droppedConformances: written.droppedConformances,
                                 namesInInitializers: written.namesInInitializers)
    }

    /// One major above the highest declared identifier, or `version`,
    /// which no declared schema may already use.
    private func newIdentifier(_ version: [Int]?, model: SwiftSourceModel) throws -> [Int] {
        let declared = model.versions.compactMap(\.versionIdentifier)
        if let version {
            guard (1 ... 3).contains(version.count), version.allSatisfy({ $0 >= 0 && $0 < 1_000_000 }) else {
                throw MomgenError.usage("--freeze-version takes one to three numbers, such as 2.0.0")
            }
            let padded = version + Array(repeating: 0, count: 3 - version.count)
            let text = padded.map(String.init).joined(separator: ".")
            if let clash = model.versions.first(where: { $0.versionIdentifier.map(Self.padded) == text }) {
                throw MomgenError.usage("version \(text) is \(clash.name)'s already; two schemas with one version identifier cannot both be told apart by SwiftData")
            }
            return padded
        }
        let majors = declared.compactMap { $0.split(separator: ".").first.flatMap { Int($0) } }
        return [(majors.max() ?? 0) + 1, 0, 0]
    }

    private static func padded(_ identifier: String) -> String {
        let numbers = identifier.split(separator: ".").map(String.init)
        return (numbers + Array(repeating: "0", count: max(0, 3 - numbers.count))).joined(separator: ".")
    }

    private struct Rendered {
        var text: String
        var sharedTypes: [String]
        var droppedMembers: Int
        var droppedConformances: [String]
        var namesInInitializers: [String]
    }

    /// `typealias CustomFont = CustomFontV1` inside the schema for each name
    /// its `models` reaches a copied class by through a typealias declared
    /// outside it (KMReader), so that the name, too, finds the copy.
    private func aliasLines(for schema: SwiftSchemaVersion, classes: [SwiftTypeDeclaration], index: SwiftSourceIndex) -> [String] {
        guard let declaration = index.types[schema.fullName] else { return [] }
        let copied = Set(classes.map(\.fullName))
        var lines: [String] = []
        for path in declaration.models ?? [] {
            guard path.count == 1, let found = index.lookup(path, from: declaration.path), case .alias = found.kind,
                  case let .named(target) = index.expand(.named(path), from: declaration.path),
                  copied.contains(target.joined(separator: ".")), let name = target.last, name != path[0] else { continue }
            let line = "    typealias \(path[0]) = \(name)"
            if !lines.contains(line) { lines.append(line) }
        }
        return lines
    }

    private func render(name: String, classes: [SwiftTypeDeclaration], aliases: [String], files: [SwiftSourceFile], index: SwiftSourceIndex,
                        identifier: [Int]?, label: String) throws -> Rendered {
        var copier = SwiftClassCopier(files: files)
        let modelNames = Set(index.all { $0.kind == .modelClass }.map(\.name))
        var bodies: [String] = [], dropped = 0, conformances = Set<String>(), unresolved: [String] = []
        var imports: Set<String> = ["import Foundation", "import SwiftData"]
        for declaration in classes {
            guard let copy = copier.copy(at: declaration.location, indent: "    ", modelClasses: modelNames) else {
                throw MomgenError.unreadableInput(declaration.location, "momgen cannot find the declaration of `\(declaration.fullName)` here to copy it")
            }
            bodies.append(copy.text)
            dropped += copy.droppedMembers
            conformances.formUnion(copy.droppedConformances)
            unresolved += copy.namesInInitializers.map { "`\(declaration.name)`'s initializer uses `\($0)`" }
            imports.formUnion(copier.imports(of: declaration.location.file))
        }
        var lines = [
            "// Frozen by momgen generate --freeze-as \(Self.comment(name)) from the live @Model classes of \(Self.comment(label)).",
            "// A released schema never changes: edit the live classes, never these copies.",
        ]
        let shared = SwiftSharedValueTypes(index: index).of(classes)
        if !shared.isEmpty {
            lines.append("// Shared with the live code (a change to one changes this schema's checksum too;")
            lines.append("// momgen lock records it and momgen lint names it): \(Self.comment(shared.joined(separator: ", "))).")
        }
        lines.append("")
        lines += imports.sorted()
        lines.append("")
        if let identifier {
            lines += [
                "enum \(name): VersionedSchema {",
                "    static var versionIdentifier: Schema.Version { Schema.Version(\(identifier.map(String.init).joined(separator: ", "))) }",
                "",
                "    static var models: [any PersistentModel.Type] {",
                "        [",
            ]
            lines += classes.map { "            \(name).\($0.name).self," }
            lines += ["        ]", "    }", "}", ""]
        }
        lines.append("extension \(name) {")
        if !aliases.isEmpty {
            lines += aliases
            lines.append("")
        }
        lines.append(bodies.joined(separator: "\n\n"))
        lines.append("}")
        return Rendered(text: lines.joined(separator: "\n") + "\n", sharedTypes: shared, droppedMembers: dropped,
                        droppedConformances: conformances.sorted(), namesInInitializers: unresolved)
    }

    /// Text from a path or name inside a `//` comment (the emitter's escaper).
    private static func comment(_ text: String) -> String {
        SwiftLiteral.comment(text)
    }

    /// `name` is a plain Swift identifier that names a type (`enum NAME {}`
    /// parses back with that name and no error).
    static func checkIdentifier(_ name: String) throws {
        let plain = !name.isEmpty && name.utf8.count <= 128 && name.unicodeScalars.allSatisfy { scalar in
            scalar == "_" || ("a" ... "z").contains(scalar) || ("A" ... "Z").contains(scalar) || ("0" ... "9").contains(scalar)
        } && !("0" ... "9").contains(name.unicodeScalars.first!)
        let shown = TerminalText.escaped(String(name.prefix(128)))
        guard plain else {
            throw MomgenError.usage("--freeze-as '\(shown)' is no Swift type name: letters, digits and _, not starting with a digit")
        }
        let tree = Parser.parse(source: "enum \(name) {}")
        let parsed = tree.statements.first?.item.as(EnumDeclSyntax.self)
        guard parsed?.name.text == name, !tree.hasError, !["Type", "Protocol", "Self", "Any"].contains(name) else {
            throw MomgenError.usage("--freeze-as '\(shown)' is a Swift keyword, not a type name")
        }
    }
}
