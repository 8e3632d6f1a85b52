// emit + write for Swift: the one place `momgen generate`, `momgen build` and
// the plugins turn a loaded model into files on disk.
import MomgenReader
import MomgenSwift
import MomgenWriter

/// Generates a model's Swift classes and writes the ones that changed.
public struct GenerationJob: Sendable {
    public let request: GenerateRequest

    public init(request: GenerateRequest) {
        self.request = request
    }

    /// The files the model produces, with where each goes and how it is written.
    public func outputs(for loaded: LoadedModel) throws -> [OutputFile] {
        let options = GenerationOptions(
            modelName: ModelName.of(loaded.source), layout: request.layout, access: request.access,
            includeXcodeGenerated: request.includeXcodeGenerated, configuration: request.configuration,
            baseClass: request.baseClass, platformGuard: request.platformGuard, requiredStyle: request.requiredStyle)
        let templates = try request.templates.map(TemplateSet.loading(directory:)) ?? .defaults
        return try SwiftEmitter(options: options, templates: templates).emit(loaded.resolved).map { file in
            OutputFile(folder: request.folder(for: file.role), path: file.path, contents: file.contents,
                       policy: file.role == .machine ? .regenerate : .createOnce)
        }
    }

    /// Writes (or, with `planOnly`, plans) the outputs; results in path order.
    public func run(_ loaded: LoadedModel) throws -> [WriteResult] {
        try OutputWriter().write(outputs(for: loaded), mode: request.planOnly ? .plan : .write,
                                 prune: request.prune ? Pruner(header: SwiftEmitter.machineHeader) : nil)
    }
}
