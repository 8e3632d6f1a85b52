// emit + write for Swift: the one place `momgen generate`, `momgen build` and
// the plugins turn a loaded model into files on disk.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MomgenDiagnostics
import MomgenModel
import MomgenParallel
import MomgenReader
import MomgenSwift
import MomgenSwiftData
import MomgenVersions
import MomgenWriter

/// A generate run's outputs with what the next run can reuse.
public struct IncrementalOutputs: Sendable {
    public let outputs: [OutputFile]
    /// The render cache to write once the outputs are on disk.
    public let cache: RenderCache
    /// Entities whose files came from the previous run's cache.
    public let reusedEntities: Int
    /// Entities rendered from the templates.
    public let renderedEntities: Int
    /// What the swiftdata layout's versions stage tells the user (merged
    /// versions, custom stages to fill in), in report order; empty otherwise.
    public let notes: [Diagnostic]
}

/// Generates a model's Swift classes and writes the ones that changed.
public struct GenerationJob: Sendable {
    public let request: GenerateRequest

    public init(request: GenerateRequest) {
        self.request = request
    }

    /// The files the model produces, with where each goes and how it is
    /// written. Every regenerated file starts with momgen's machine header
    /// (added when a user template leaves it out): the writer replaces only
    /// files that start with it, so it must be able to recognise its own.
    public func outputs(for loaded: LoadedModel) throws -> [OutputFile] {
        try outputs(for: loaded, memo: nil).outputs
    }

    /// The outputs, rendering only the entities `memo` (the previous run's
    /// render cache) cannot vouch for, and the render cache for the next run.
    /// The outputs are byte for byte those of a full run.
    public func outputs(for loaded: LoadedModel, memo: RenderCache?) throws -> IncrementalOutputs {
        try request.checkOptions()
        let options = self.options(for: loaded)
        let templates = try request.templateTexts()
        let header = SwiftEmitter.machineHeader
        // The swiftdata layout reads every version of the bundle up to this one.
        let planning = options.layout == .swiftdata
            ? try SwiftDataVersionPlanner(target: Self.swiftDataTarget(options))
                .plan(for: loaded, modelName: options.modelName, startVersion: request.swiftDataStartVersion) : nil
        let emitter = SwiftEmitter(options: options, templates: templates, swiftDataPlan: planning?.plan)
        let emitted = try emitter.emit(loaded.resolved, memo: memo)
        var files = emitted.files
        if request.versionChecksums {
            files.append(try versionChecksumsFile(for: loaded, options: options))
        }
        // A reused machine file was just read back and checked byte for byte.
        let reusedMachineFiles = Set(emitted.entityRenders.filter(\.reused).flatMap(\.files).filter { $0.role == .machine }.map(\.path))
        // Each output digests its bytes: on all cores.
        let outputs = ParallelMap.run(count: files.count) { index -> OutputFile in
            let file = files[index]
            guard file.role == .machine else {
                return OutputFile(folder: request.folder(for: .human), path: file.path, contents: file.contents, policy: .createOnce)
            }
            let hasHeader = Pruner(header: header).isMachineFile(file.contents)
            var output = OutputFile(folder: request.folder(for: .machine), path: file.path,
                                    contents: hasHeader ? file.contents : header + "\n" + file.contents,
                                    policy: .regenerate, header: header)
            output.matchesDisk = hasHeader && reusedMachineFiles.contains(file.path)
            // mogenerator's own `_Book.swift` in the machine folder is the file this one replaces.
            if request.layout == .mogenerator, (file.path.split(separator: "/").last ?? "").hasPrefix("_") {
                output.replacesHeaders = [GeneratorDetection.mogeneratorHeader]
                // A team's templates may have put a banner above it (`//*****`): that file's own lines through the header.
                if let text = GeneratorDetection.head(of: output.displayPath), let lines = GeneratorDetection.headerLines(of: text),
                   lines != GeneratorDetection.mogeneratorHeader {
                    output.replacesHeaders.append(lines)
                }
            }
            return output
        }
        let cache = RenderCache(renders: emitted.entityRenders, outputs: outputs,
                                machineFolder: request.folder(for: .machine), humanFolder: request.folder(for: .human),
                                cacheFolder: request.stateFolder)
        return IncrementalOutputs(outputs: outputs, cache: cache, reusedEntities: emitted.reusedEntities,
                                  renderedEntities: emitted.entityRenders.count - emitted.reusedEntities,
                                  notes: (planning?.notes ?? []) + swiftDataStoreNotes(loaded, options: options, schema: planning?.plan.currentSchemaName))
    }

    /// The render cache of the previous run into this request's folders, if any.
    public func previousRenderCache() -> RenderCache? {
        RenderCache.read(machineFolder: request.folder(for: .machine), humanFolder: request.folder(for: .human),
                         cacheFolder: request.stateFolder)
    }

    /// The emitter's options for `loaded`.
    func options(for loaded: LoadedModel) -> GenerationOptions {
        var options = GenerationOptions(
            modelName: ModelName.of(loaded.source), layout: request.layout, access: request.effectiveAccess,
            includeXcodeGenerated: request.effectiveIncludeXcodeGenerated, configuration: request.configuration,
            baseClass: request.baseClass, platformGuard: request.platformGuard, requiredStyle: request.effectiveRequiredStyle,
            templateSet: request.templateSet, mogeneratorVersion: request.mogeneratorVersion)
        options.xcodeVersion = request.xcodeVersion ?? .latest
        options.deploymentTargets = request.deploymentTargets
        options.swiftDataCopiesEveryClass = request.swiftDataCopiesEveryClass
        return options
    }

    /// One note per entity the run leaves out, at the entity in the model,
    /// saying why and which option (or model change) includes it: a run
    /// never drops an entity without saying so.
    /// Throws `MomgenError.usage` for an unknown configuration.
    /// In the swiftdata layout, also every `swiftdata-…` finding: what
    /// SwiftData cannot express is never silent.
    public func skippedEntityNotes(for loaded: LoadedModel) throws -> [Diagnostic] {
        let options = options(for: loaded)
        let skipped = try EntitySelection(options: options).select(loaded.resolved).skipped.map { skipped in
            Diagnostic(ruleID: "entity-left-out", severity: .info,
                       message: "entity '\(skipped.name)' is left out: \(skipped.explanation)",
                       location: loaded.resolved.location(skipped.location), entity: skipped.name)
        }
        guard options.layout == .swiftdata else { return skipped }
        let schemaName = SwiftDataClassBuilder.defaultSchemaName(modelName: options.modelName)
        return skipped + (try SwiftDataClassBuilder(options: options, schemaName: schemaName).findings(loaded.resolved))
    }

    /// In the swiftdata layout, one warning per entity whose version hash the
    /// class SwiftData derives from the generated one would not keep: an app
    /// that switches opens the store it has only after a migration.
    private func swiftDataStoreNotes(_ loaded: LoadedModel, options: GenerationOptions, schema: String?) -> [Diagnostic] {
        guard options.layout == .swiftdata else { return [] }
        return SwiftDataStoreCompatibility.diagnostics(for: loaded.resolved, version: loaded.source.versionName ?? options.modelName,
                                                       schema: schema ?? options.currentSwiftDataSchema, target: Self.swiftDataTarget(options))
    }

    /// What the generated classes can say on the run's deployment targets.
    static func swiftDataTarget(_ options: GenerationOptions) -> SwiftDataTarget {
        SwiftDataTarget(allowsUniqueMacro: PlatformAPI.swiftDataUniqueAndIndex.isAvailable(on: options.deploymentTargets),
                        allowsInheritance: PlatformAPI.swiftDataInheritance.isAvailable(on: options.deploymentTargets))
    }

    /// `<Model>ModelVersion.swift`, from every version of the model's bundle
    /// (or the one model), each hashed as Core Data does.
    private func versionChecksumsFile(for loaded: LoadedModel, options: GenerationOptions) throws -> GeneratedFile {
        let versions = try ModelVersionsLoader().load(loaded.source.bundlePath ?? loaded.source.contentsPath).versions
        let emitter = VersionChecksumsEmitter(modelName: options.modelName, access: options.access, platformGuard: options.platformGuard)
        return emitter.emit(versions.map {
            ModelVersionChecksum(name: $0.name, checksum: $0.hashes.checksum, isCurrent: $0.isCurrent,
                                 inexactReasons: $0.hashes.entities.flatMap { entity in entity.inexactReasons.map { "\(entity.name): \($0)" } })
        })
    }

    /// The files a run reads besides the configuration: the model's files
    /// and the user's templates. No output may replace one of them.
    public func inputs(for loaded: LoadedModel) -> [String] {
        var files = ModelInputFiles.of(loaded.source)
        if let folder = request.templates {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            files += names.filter { $0.hasSuffix(".mustache") }.sorted().map { folder + "/" + $0 }
        }
        return files
    }

    /// Writes (or, with `planOnly`, plans) the outputs; results in path order.
    public func run(_ loaded: LoadedModel) throws -> [WriteResult] {
        try OutputWriter().write(outputs(for: loaded), mode: request.planOnly ? .plan : .write,
                                 prune: request.prune ? Pruner(header: SwiftEmitter.machineHeader) : nil,
                                 inputs: ProtectedInputs(inputs(for: loaded)))
    }
}
