// The index → one model per schema. A `VersionedSchema`'s entities are the
// classes its `models` lists (looked up from inside the schema, as Swift
// does) and every `@Model` class their relationships reach (SwiftData's
// `Schema` walks them too; a finding says so); the live model holds the
// `@Model` classes outside every `VersionedSchema`. Inverses are paired as
// SwiftData pairs them (`SwiftDataInverses`), once per model.
import MomgenDiagnostics
import MomgenModel
import MomgenSwiftData

/// Assembles schema versions from an index.
struct SwiftSchemaAssembler {
    let index: SwiftSourceIndex
    let label: String
    let maximumDepth: Int
    /// The sources' `cloudKitDatabase:` arguments: any but `.none` puts
    /// every schema's configuration under the CloudKit rules.
    let cloudKit: [SwiftCloudKitDatabase]

    func assemble(files: [String]) -> SwiftSourceModel {
        let kinds = SwiftPropertyKinds(index: index, maximumDepth: maximumDepth)
        let builder = SwiftEntityBuilder(index: index, kinds: kinds)
        let schemas = index.schemas
        let plans = index.all { $0.conforms(to: "SchemaMigrationPlan") }.map(plan)
        var findings: [Diagnostic] = []
        var versions: [SwiftSchemaVersion] = []
        for schema in schemas {
            var listed: [SwiftTypeDeclaration] = []
            for path in schema.models ?? [] {
                if let found = modelClass(path, from: schema.path) {
                    listed.append(found)
                } else {
                    findings.append(Diagnostic(ruleID: "swift-source-unknown-model", severity: .warning,
                                               message: "`\(schema.name).models` lists `\(path.joined(separator: "."))`, which is no `@Model` class in these files; its entity is missing from the schema",
                                               location: schema.location))
                }
            }
            if schema.models == nil {
                findings.append(Diagnostic(ruleID: "swift-source-unknown-model", severity: .warning,
                                           message: "`\(schema.name).models` is not a literal list of `Type.self`, so momgen cannot tell its entities",
                                           location: schema.location))
            }
            let identifier = schema.versionIdentifier.map { $0.map(String.init).joined(separator: ".") }
            versions.append(version(schema.name, identifier: identifier, classes: listed, schema: schema, builder: builder, findings: &findings))
        }
        let live = index.liveModelClasses
        let ordered = order(versions, plans: plans)
        var all = ordered
        if !live.isEmpty {
            all.append(version("Live", identifier: nil, classes: live, schema: nil, builder: builder, findings: &findings))
        }
        return SwiftSourceModel(versions: all, plans: plans, findings: findings.sorted(by: Diagnostic.reportOrder), files: files,
                                cloudKitDatabases: cloudKit)
    }

    private func version(_ name: String, identifier: String?, classes: [SwiftTypeDeclaration], schema: SwiftTypeDeclaration?,
                         builder: SwiftEntityBuilder, findings: inout [Diagnostic]) -> SwiftSchemaVersion {
        var queue = classes, seen = Set(classes.map(\.fullName)), position = 0
        var clashes: [SwiftEntityClash] = []
        var built: [SwiftBuiltEntity] = []
        while position < queue.count {
            let entity = builder.build(queue[position])
            position += 1
            for relationship in entity.entity.relationships {
                guard let destination = reached(relationship, from: queue[position - 1]), seen.insert(destination.fullName).inserted else { continue }
                let owner = queue[position - 1]
                if schema != nil, let other = queue.first(where: { $0.name == destination.name }) {
                    // A class shared from another schema whose relationship
                    // names that schema's copy of an entity this one has too.
                    let key = entity.entity.name + "." + relationship.name
                    let at = entity.locations[key] ?? schema?.location ?? SourceLocation(file: label)
                    let through = owner.fullName + "." + relationship.name
                    clashes.append(SwiftEntityClash(entity: destination.name, first: other.fullName, second: destination.fullName,
                                                    through: through, location: at))
                }
                queue.append(destination)
                if let schema {
                    findings.append(Diagnostic(ruleID: "swift-source-unlisted-model", severity: .warning,
                                               message: "`\(schema.name).models` does not list `\(destination.fullName)`, which `\(entity.entity.name).\(relationship.name)` reaches; SwiftData adds it to the schema",
                                               location: relationship.location == .unknown ? schema.location : entity.locations[entity.entity.name + "." + relationship.name] ?? schema.location,
                                               entity: entity.entity.name, property: relationship.name))
                }
            }
            built.append(entity)
        }
        var model = Model(file: schema?.location.file ?? label)
        model.isUsedWithSwiftData = true
        model.userDefinedModelVersionIdentifier = identifier
        model.location = schema.map { SwiftEntityBuilder.ref($0.location) } ?? .unknown
        var entities = built.map(\.entity)
        var declarations: [String: [SwiftDataPropertyDeclaration]] = [:]
        for entity in built { declarations[entity.entity.name, default: []] += entity.declarations }
        // A relationship written with `@Relationship(…)` and no `inverse:`
        // gets none by inference (dashpay-snapshot: PersistentTokenBalance.identity
        // ↔ PersistentIdentity.tokenBalances hash as two one-way relationships);
        // inference pairs plain `var`s only (ResourcesManager). A placeholder
        // keeps the pairing off them, then is cleared.
        let placeholder = "\u{0}explicitly-none"
        for e in entities.indices {
            for r in entities[e].relationships.indices where built[e].explicitNoInverse.contains(entities[e].relationships[r].name) {
                entities[e].relationships[r].inverseName = placeholder
            }
        }
        _ = SwiftDataInverses.pair(&entities, declarations: declarations)
        for e in entities.indices {
            for r in entities[e].relationships.indices where entities[e].relationships[r].inverseName == placeholder {
                entities[e].relationships[r].inverseName = nil
            }
        }
        model.entities = entities.sorted { $0.name < $1.name }
        model.composites = built.flatMap(\.composites).sorted { $0.name < $1.name }
        var configuration = Configuration(name: "default")
        configuration.members = model.entities.map { Configuration.Member(name: $0.name) }
        if let synced = cloudKit.first(where: \.usesCloudKit) {
            configuration.isUsedWithCloudKit = true
            configuration.location = SwiftEntityBuilder.ref(synced.location)
        }
        model.configurations = [configuration]
        findings += built.flatMap(\.findings)
        var locations: [String: SourceLocation] = [:]
        for entity in built { locations.merge(entity.locations) { first, _ in first } }
        var owners: [String: String] = [:]
        let schemaNames = index.schemaNames
        for declaration in queue {
            let enclosing = (1 ..< max(declaration.path.count, 1)).map { declaration.path.prefix($0).joined(separator: ".") }
            owners[declaration.name] = enclosing.last { schemaNames.contains($0) } ?? ""
        }
        return SwiftSchemaVersion(name: name, fullName: schema?.fullName ?? name, versionIdentifier: identifier, isLive: schema == nil, model: model,
                                  locations: locations, owners: owners, location: schema?.location, entityClashes: clashes,
                                  classes: Set(queue.map(\.fullName)))
    }

    /// The `@Model` class `path` names inside `scope`, through typealiases
    /// (KMReader's `models` lists `CustomFont.self`, where
    /// `typealias CustomFont = CustomFontV1`: the entity is `CustomFontV1`).
    func modelClass(_ path: [String], from scope: [String]) -> SwiftTypeDeclaration? {
        guard case let .named(full) = index.expand(.named(path), from: scope),
              let found = index.types[full.joined(separator: ".")], found.kind == .modelClass else { return nil }
        return found
    }

    /// The `@Model` class a relationship of `owner` points at.
    private func reached(_ relationship: Relationship, from owner: SwiftTypeDeclaration) -> SwiftTypeDeclaration? {
        guard let property = owner.properties.first(where: { $0.name == relationship.name }), var type = property.type else { return nil }
        type = index.expand(type, from: owner.path)
        while true {
            switch type {
            case let .optional(inner), let .array(inner): type = inner
            case let .named(path): return index.types[path.joined(separator: ".")].flatMap { $0.kind == .modelClass ? $0 : nil }
            default: return nil
            }
        }
    }

    private func plan(_ declaration: SwiftTypeDeclaration) -> SwiftMigrationPlan {
        let schemas = (declaration.schemas ?? []).map { index.lookup($0, from: declaration.path)?.name ?? $0.joined(separator: ".") }
        let named = (declaration.stageNames ?? []).compactMap { name -> SwiftMigrationStage? in
            declaration.stageValues[name.split(separator: ".").last.map(String.init) ?? name]
        }
        let stages = (named + declaration.inlineStages).map { stage -> SwiftMigrationStage in
            var stage = stage
            stage.from = index.lookup(stage.from, from: declaration.path).map { [$0.name] } ?? stage.from
            stage.to = index.lookup(stage.to, from: declaration.path).map { [$0.name] } ?? stage.to
            // The model classes the closures name (as Swift resolves them
            // from the plan), and those the static functions they call name
            // (from each function's own type).
            for side in [\SwiftMigrationStage.willMigrate, \SwiftMigrationStage.didMigrate] {
                stage[keyPath: side] = stage[keyPath: side].compactMap { resolved($0, from: declaration.path) }
            }
            stage.willMigrate += calledUses(stage.willMigrateCalls, from: declaration)
            stage.didMigrate += calledUses(stage.didMigrateCalls, from: declaration)
            return stage
        }
        return SwiftMigrationPlan(name: declaration.name, schemas: schemas, stages: stages, location: declaration.location)
    }

    /// `use` with the `@Model` class it names from `scope`; nil when it names none.
    private func resolved(_ use: SwiftModelUse, from scope: [String]) -> SwiftModelUse? {
        guard let found = modelClass(use.path, from: scope) else { return nil }
        var use = use
        use.resolved = found.fullName
        return use
    }

    /// The model uses of the static functions `calls` names (`apply` in
    /// `declaration`, `Helpers.apply` in the type that name resolves to),
    /// and of those they call, each function once (a bounded walk); each
    /// use resolved from its function's own type.
    private func calledUses(_ calls: [String], from declaration: SwiftTypeDeclaration) -> [SwiftModelUse] {
        var queue = calls.map { ($0, declaration.path) }
        var seen: Set<String> = []
        var uses: [SwiftModelUse] = []
        var position = 0
        while position < queue.count, position < 256 {
            let (call, scope) = queue[position]
            position += 1
            var parts = call.split(separator: ".").map(String.init)
            let name = parts.removeLast()
            guard let owner = parts.isEmpty ? index.types[scope.joined(separator: ".")] : index.lookup(parts, from: scope),
                  seen.insert(owner.fullName + "." + name).inserted, let function = owner.functionUses[name] else { continue }
            uses += function.uses.compactMap { resolved($0, from: owner.path) }
            queue += function.calls.map { ($0, owner.path) }
        }
        return uses
    }

    /// The plan's order first, then by version identifier and name.
    private func order(_ versions: [SwiftSchemaVersion], plans: [SwiftMigrationPlan]) -> [SwiftSchemaVersion] {
        let planned = plans.first?.schemas ?? []
        func key(_ version: SwiftSchemaVersion) -> (Int, [Int], String) {
            let position = planned.firstIndex(of: version.name) ?? planned.count
            let numbers = (version.versionIdentifier ?? "").split(separator: ".").compactMap { Int($0) }
            return (position, numbers, version.name)
        }
        return versions.sorted { a, b in
            let (x, y) = (key(a), key(b))
            if x.0 != y.0 { return x.0 < y.0 }
            if x.1 != y.1 { return x.1.lexicographicallyPrecedes(y.1) }
            return x.2 < y.2
        }
    }
}
