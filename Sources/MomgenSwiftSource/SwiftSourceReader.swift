// The Swift-source reader stage: files → parsed (swift-syntax) → an index
// of declared types → one declared model per `VersionedSchema` and one for
// the live classes, as SwiftData would derive them. Nothing is compiled or
// run; what only compiling could tell is a finding at its line.
import MomgenDiagnostics
import MomgenModel
import MomgenSwiftData

/// Reads SwiftData model code as models.
public struct SwiftSourceReader: Sendable {
    public var limits: SwiftSourceLimits

    public init(limits: SwiftSourceLimits = SwiftSourceLimits()) {
        self.limits = limits
    }

    /// Reads the `.swift` files at `paths` (files or folders).
    public func read(_ paths: [String]) throws -> SwiftSourceModel {
        let files = try SwiftSourceFiles(limits: limits).read(paths)
        guard !files.isEmpty else {
            throw MomgenError.unreadableInput(SourceLocation(file: paths.first ?? ""), "no .swift files found")
        }
        return try read(files, label: paths.count == 1 ? paths[0] : "sources")
    }

    /// Reads files already in memory (tests, the fuzz harness).
    public func read(_ files: [SwiftSourceFile], label: String = "sources") throws -> SwiftSourceModel {
        try readIndexed(files, label: label).model
    }

    /// The model and the index of declared types it was assembled from.
    func readIndexed(_ files: [SwiftSourceFile], label: String = "sources") throws -> (model: SwiftSourceModel, index: SwiftSourceIndex) {
        var declarations: [SwiftTypeDeclaration] = []
        var cloudKit: [SwiftCloudKitDatabase] = []
        var extensionFunctions: [[String]: [String: SwiftFunctionUses]] = [:]
        for file in files {
            let scanned = try SwiftSourceScanner.scan(file, maximumDepth: limits.maximumNestingDepth)
            if let deep = scanned.tooDeep {
                throw MomgenError.unreadableInput(deep, "types nest deeper than \(limits.maximumNestingDepth) levels")
            }
            declarations += scanned.declarations
            cloudKit += scanned.cloudKit
            for (path, functions) in scanned.extensionFunctions {
                extensionFunctions[path, default: [:]].merge(functions, uniquingKeysWith: SwiftFunctionUses.merged)
            }
        }
        // An extension's static functions join the type they extend.
        for index in declarations.indices {
            guard let functions = extensionFunctions.removeValue(forKey: declarations[index].path) else { continue }
            declarations[index].functionUses.merge(functions, uniquingKeysWith: SwiftFunctionUses.merged)
        }
        let index = SwiftSourceIndex(declarations, maximumAliasHops: limits.maximumAliasHops)
        let model = SwiftSchemaAssembler(index: index, label: label, maximumDepth: limits.maximumNestingDepth, cloudKit: cloudKit)
            .assemble(files: files.map(\.path))
        return (model, index)
    }
}
