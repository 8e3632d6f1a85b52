// Reads inline Swift sources (fixtures written for these tests) through the
// reader, and resolves and hashes a version, so each test states its source
// and what SwiftData derives from it.
import MomgenDiagnostics
import MomgenModel
import MomgenSwiftSource
import MomgenVersions
import XCTest

/// Inline sources → the reader's model.
enum SwiftSourceFixture {
    /// Reads `files` (name → text).
    static func read(_ files: [String: String]) throws -> SwiftSourceModel {
        try SwiftSourceReader().read(files.sorted { $0.key < $1.key }.map { SwiftSourceFile(path: $0.key, text: $0.value) })
    }

    /// Reads one file called `Model.swift`.
    static func read(_ text: String) throws -> SwiftSourceModel {
        try read(["Model.swift": text])
    }

    /// The entity `name` of version `version` (default: the current one).
    static func entity(_ name: String, in model: SwiftSourceModel, version: String? = nil,
                       file: StaticString = #filePath, line: UInt = #line) throws -> Entity {
        let chosen = try XCTUnwrap(version.map { model.version(named: $0) } ?? model.current, file: file, line: line)
        return try XCTUnwrap(chosen.model.entities.first { $0.name == name }, "no entity \(name)", file: file, line: line)
    }

    /// The attribute `entity.name` of the current version.
    static func attribute(_ entity: String, _ name: String, in model: SwiftSourceModel,
                          file: StaticString = #filePath, line: UInt = #line) throws -> Attribute {
        let found = try self.entity(entity, in: model, file: file, line: line)
        return try XCTUnwrap(found.attributes.first { $0.name == name }, "no attribute \(entity).\(name)", file: file, line: line)
    }

    /// The hashes of a version.
    static func hashes(_ version: SwiftSchemaVersion) -> ModelVersionHashes {
        ModelVersionHashes(Resolver().resolve(version.model))
    }
}
