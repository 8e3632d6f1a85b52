// The Swift type listing a model bundle's versions with Core Data's version
// checksums, for iOS 17's staged migration: `NSStagedMigrationManager` names
// versions by checksum (`NSLightweightMigrationStage(["…"])`,
// `NSManagedObjectModelReference(…, versionChecksum:)`), and without this
// teams copy the checksums out of Xcode's build logs.

/// One version of a bundle and its checksum, as the emitter needs it.
public struct ModelVersionChecksum: Sendable, Equatable {
    /// The folder name without `.xcdatamodel` (e.g. `Journal 2`).
    public let name: String
    /// Base64 of Core Data's version checksum.
    public let checksum: String
    public let isCurrent: Bool
    /// Why the checksum may not be Core Data's (empty when it is exact).
    public let inexactReasons: [String]

    public init(name: String, checksum: String, isCurrent: Bool, inexactReasons: [String] = []) {
        self.name = name
        self.checksum = checksum
        self.isCurrent = isCurrent
        self.inexactReasons = inexactReasons
    }
}

/// Renders `<Model>ModelVersion.swift`.
///
/// For example, the Journal bundle gives `enum JournalModelVersion: String,
/// CaseIterable { case journal = "Journal"; case journal2 = "Journal 2" … }`
/// with `versionChecksum` and `current`.
public struct VersionChecksumsEmitter: Sendable {
    public let modelName: String
    public let access: AccessLevel
    public let platformGuard: Bool
    private let namer = SwiftNamer()

    public init(modelName: String, access: AccessLevel = .internal, platformGuard: Bool = false) {
        self.modelName = modelName
        self.access = access
        self.platformGuard = platformGuard
    }

    /// The type's name: `JournalModelVersion` for the Journal model.
    public var typeName: String { namer.bareTypeName(namer.capitalized(modelName)) + "ModelVersion" }

    /// The machine file, regenerated every run.
    public func emit(_ versions: [ModelVersionChecksum]) -> GeneratedFile {
        let modifier = access.staticModifier
        let cases = caseNames(versions)
        var out = "\(SwiftEmitter.machineHeader)\n\n"
        out += "/// The versions of the \(SwiftLiteral.comment(modelName)) model, oldest first, each with the version\n"
        out += "/// checksum Core Data computes for it (`NSManagedObjectModel.versionChecksum`), which\n"
        out += "/// staged migration names versions by, for example\n"
        out += "/// `NSManagedObjectModelReference(model: model, versionChecksum: \(typeName).\(cases.last ?? "v1").versionChecksum)`.\n"
        out += "\(modifier)enum \(typeName): String, CaseIterable, Sendable {\n"
        for (version, name) in zip(versions, cases) {
            for reason in version.inexactReasons {
                out += "    // checksum not exact: \(SwiftLiteral.comment(reason))\n"
            }
            out += "    case \(name) = \(SwiftLiteral.string(version.name))\n"
        }
        if let current = zip(versions, cases).first(where: { $0.0.isCurrent }) {
            out += "\n    /// The bundle's current version (named by `.xccurrentversion`).\n"
            out += "    \(modifier)static let current: \(typeName) = .\(current.1)\n"
        }
        out += "\n    /// Base64 of Core Data's version checksum of this version.\n"
        out += "    \(modifier)var versionChecksum: String {\n"
        out += "        switch self {\n"
        for (version, name) in zip(versions, cases) {
            out += "        case .\(name): return \(SwiftLiteral.string(version.checksum))\n"
        }
        out += "        }\n    }\n}\n"
        return GeneratedFile(path: "\(typeName).swift", contents: platformGuard ? PlatformGuard.wrap(out) : out, role: .machine)
    }

    /// One lower-camel case name per version, made unique (`Model 2` and
    /// `Model2` both give `model2`: the second becomes `model2_2`).
    private func caseNames(_ versions: [ModelVersionChecksum]) -> [String] {
        var used: Set<String> = ["current", "versionChecksum", "rawValue", "allCases"]
        return versions.map { version in
            var base = namer.parameterName(version.name).trimmingCharacters(in: "`")
            // Names a case cannot take, or only awkwardly (`.self`, `.init`).
            if ["self", "init", "deinit", "subscript", "Type", "Protocol"].contains(base) { base += "_" }
            var name = base, counter = 2
            while used.contains(name) {
                name = "\(base)_\(counter)"
                counter += 1
            }
            used.insert(name)
            return namer.escaped(name)
        }
    }
}

private extension String {
    func trimmingCharacters(in set: String) -> String {
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text = text.dropFirst() }
        while let last = text.last, set.contains(last) { text = text.dropLast() }
        return String(text)
    }
}
