// Each generated entity's `RenderKey`, from the facts its files are made of,
// without building its template context: building every context and digesting
// it cost more than rendering the few entities an edit changes.
//
// An entity's context is made from (see `ContextBuilder.entity`):
// - its own declared facts and its ancestors' (inherited properties, the
//   superclass, custom base classes in userInfo);
// - the Swift property names of its whole family (members momgen adds step
//   aside for a property of a parent or sub-entity);
// - model-wide names and choices: every entity's class, which entities are
//   generated, the machine class names, the model protocol's name (this
//   is also where destination classes come from);
// - the fetch request templates of its entity;
// - the options and the templates.
// The key digests exactly these: the model-wide part is the computed
// `ModelScope` itself, not a guess at what it was computed from. A sibling's
// edit that keeps the family's names leaves an entity's key alone; an edit of
// a parent changes its sub-entities' keys; renaming a class changes every
// key. Source positions are not facts (`FactStream`): moving an entity in
// the file renders nothing again.
import Crypto
import MomgenDiagnostics
import MomgenModel
import MomgenParallel

/// The render keys of a model's generated entities.
struct EntityKeys {
    /// The key of each entity in `scope.selectedIDs`, in that order.
    let keys: [RenderKey]

    init(model: ResolvedModel, scope: ModelScope, options: GenerationOptions, templatesDigest: String) throws {
        var run = SHA256()
        run.update(data: Array(RenderKey.format.utf8))
        run.update(data: Array(MomgenVersion.current.utf8))
        run.update(data: Array(templatesDigest.utf8))
        run.update(data: try DigestEncoder.bytes(of: options))
        run.update(data: Self.modelWideFacts(model, scope).bytes)
        let entities = model.entities
        // Every entity's own facts once: an entity's key takes its
        // ancestors' digests too.
        let own = ParallelMap.run(count: entities.count) { index -> SHA256.Digest in
            var stream = FactStream()
            entities[index].declared.writeFacts(to: &stream)
            return SHA256.hash(data: stream.bytes)
        }
        var familyDigests: [Int: SHA256.Digest] = [:]
        for (root, names) in scope.familyNames {
            var stream = FactStream()
            stream.list(names.sorted()) { $0.string($1) }
            familyDigests[root] = SHA256.hash(data: stream.bytes)
        }
        let prefix = run
        let families = familyDigests
        keys = ParallelMap.run(count: scope.selectedIDs.count) { index -> RenderKey in
            let entity = entities[scope.selectedIDs[index]]
            var hasher = prefix
            var stream = FactStream()
            stream.integer(entity.id)
            stream.list([entity.id] + entity.ancestors) { stream, id in
                stream.integer(id)
                stream.raw(own[id])
            }
            stream.optional(families[entity.root]) { $0.raw($1) }
            stream.list(scope.fetchRequests[entity.name] ?? []) { $1.writeFacts(to: &$0) }
            hasher.update(data: stream.bytes)
            return RenderKey(digest: hasher.finalize())
        }
    }

    /// The model-wide values of `scope`, and every entity's name, class and
    /// selection in model order (a destination's class comes from here).
    private static func modelWideFacts(_ model: ResolvedModel, _ scope: ModelScope) -> FactStream {
        var stream = FactStream()
        stream.list(model.entities) { stream, entity in
            stream.string(entity.name)
            stream.string(scope.swiftClasses[entity.id])
            stream.string(scope.bareClassNames[entity.id])
            stream.bool(scope.selected.contains(entity.id))
        }
        stream.string(scope.protocolName)
        stream.list(scope.machineNames.sorted { $0.key < $1.key }) { stream, pair in
            stream.string(pair.key)
            stream.string(pair.value)
        }
        return stream
    }
}
