// swift-tools-version:5.10
// momgen: a schema compiler for Core Data models.
//
// The targets follow the pipeline: read → resolve → lint → emit → write.
// Every stage is a library product so the SwiftPM plugins and other tools can
// reuse it; the `momgen` executable is a thin shell over `MomgenCore`.
import PackageDescription

let package = Package(
    name: "momgen",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "momgen", targets: ["momgen"]),
        .library(name: "MomgenDiagnostics", targets: ["MomgenDiagnostics"]),
        .library(name: "MomgenModel", targets: ["MomgenModel"]),
        .library(name: "MomgenReader", targets: ["MomgenReader"]),
        .library(name: "MomgenLint", targets: ["MomgenLint"]),
        .library(name: "MomgenDump", targets: ["MomgenDump"]),
        .library(name: "MomgenStore", targets: ["MomgenStore"]),
        .library(name: "MomgenDDL", targets: ["MomgenDDL"]),
        .library(name: "MomgenVersions", targets: ["MomgenVersions"]),
        .library(name: "MomgenSwiftData", targets: ["MomgenSwiftData"]),
        .library(name: "MomgenSwift", targets: ["MomgenSwift"]),
        .library(name: "MomgenWriter", targets: ["MomgenWriter"]),
        .library(name: "MomgenDiagram", targets: ["MomgenDiagram"]),
        .library(name: "MomgenConfig", targets: ["MomgenConfig"]),
        .library(name: "MomgenProject", targets: ["MomgenProject"]),
        .library(name: "MomgenCore", targets: ["MomgenCore"]),
        .library(name: "MomgenPlist", targets: ["MomgenPlist"]),
        .library(name: "MomgenCompiled", targets: ["MomgenCompiled"]),
        .library(name: "MomgenMiscMerge", targets: ["MomgenMiscMerge"]),
        .library(name: "MomgenCloudKit", targets: ["MomgenCloudKit"]),
        .library(name: "MomgenSwiftSource", targets: ["MomgenSwiftSource"]),
        .plugin(name: "MomgenBuildPlugin", targets: ["MomgenBuildPlugin"]),
        .plugin(name: "LintModelsPlugin", targets: ["LintModelsPlugin"]),
        .plugin(name: "GenerateModelsPlugin", targets: ["GenerateModelsPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", from: "2.1.1"),
        .package(url: "https://github.com/jpsim/Yams", from: "5.0.1"),
        // SHA-256/512 for Core Data's version hashes (CryptoKit's API on Linux too).
        .package(url: "https://github.com/apple/swift-crypto", from: "3.12.3"),
        // Swift's own parser, for reading SwiftData `@Model` sources as a model
        // (MomgenSwiftSource links only SwiftSyntax and SwiftParser: build cost).
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1"),
    ],
    targets: [
        // C libraries, found through pkg-config so Linux and macOS build alike.
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"]), .brew(["libxml2"])]
        ),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"]), .brew(["sqlite"])]
        ),
        // zlib, for the raw-DEFLATE model cache inside Core Data stores.
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"]), .brew(["zlib"])]
        ),

        // Leaf: source locations, diagnostics, fatal errors, JSON text.
        .target(name: "MomgenDiagnostics"),
        // Leaf: an order-preserving map over both cores, for the stages whose
        // work splits into independent pieces (lint rules, entities to render).
        .target(name: "MomgenParallel"),
        // Leaf: momgen's own bounded binary-property-list and keyed-archive reader.
        .target(name: "MomgenPlist"),
        // The model as declared in the XML, and the resolved model built from it.
        .target(name: "MomgenModel", dependencies: ["MomgenDiagnostics"]),
        // read: files on disk → declared model, with source locations.
        .target(name: "MomgenReader", dependencies: ["MomgenDiagnostics", "MomgenModel", "CLibXML2"]),
        // Configuration files (.momgen.yml / momgen.yml), read with Yams.
        .target(name: "MomgenConfig", dependencies: ["MomgenDiagnostics", .product(name: "Yams", package: "Yams")]),
        // lint: resolved model → diagnostics, and the reporters that print them.
        .target(name: "MomgenLint", dependencies: ["MomgenDiagnostics", "MomgenModel", "MomgenConfig", "MomgenParallel"]),
        // emit: the resolved model as JSON or text (`momgen dump`).
        .target(name: "MomgenDump", dependencies: ["MomgenDiagnostics", "MomgenModel", "MomgenReader"]),
        // read (store): opens a user's SQLite store for reading, bounded, in a
        // private copy where SQLite would write, never touching the original.
        // The DDL comparison, the store check and the compiled reader (a
        // store's model cache) all open stores through it.
        .target(name: "MomgenStore", dependencies: ["MomgenDiagnostics", "CSQLite"]),
        // emit: SQLite DDL as Core Data lays out its store; store comparison.
        .target(name: "MomgenDDL", dependencies: ["MomgenDiagnostics", "MomgenModel", "MomgenStore"]),
        // Model versions: Core Data's entity version hashes, checksums and
        // digests, and the store check (which bundle version wrote a store,
        // whether it opens without migration).
        .target(name: "MomgenVersions", dependencies: [
            "MomgenDiagnostics", "MomgenModel", "MomgenDDL", "MomgenStore", "MomgenPlist",
            .product(name: "Crypto", package: "swift-crypto"),
        ]),
        // SwiftData's schema: the one Swift ⇄ Core Data type table, the
        // entities SwiftData derives from `@Model` classes, their hashes
        // against the model's (Core Data's own hashing, from MomgenVersions),
        // the store and coexistence verdicts built on them, and the migration
        // plan (Plan/: which versions become which VersionedSchema, the
        // stages between them, the planner). The swiftdata layout renders
        // from it; the hash proof runs on it; MomgenCore loads the versions.
        .target(name: "MomgenSwiftData", dependencies: ["MomgenDiagnostics", "MomgenModel", "MomgenVersions"]),
        // read (Swift sources): SwiftData `@Model` classes, `VersionedSchema`s
        // and `SchemaMigrationPlan`s parsed with swift-syntax → the same
        // declared model the XML reader produces, one version per schema.
        .target(name: "MomgenSwiftSource", dependencies: [
            "MomgenDiagnostics", "MomgenModel", "MomgenVersions", "MomgenSwiftData",
            // SwiftLiteral.comment: names and paths in a frozen file's header.
            "MomgenSwift",
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        // emit: Swift NSManagedObject subclasses through Mustache templates,
        // and the swiftdata layout's `@Model` classes and schema files (types
        // and the plan from MomgenSwiftData).
        .target(name: "MomgenSwift", dependencies: [
            "MomgenDiagnostics", "MomgenModel", "MomgenParallel", "MomgenSwiftData",
            .product(name: "Mustache", package: "swift-mustache"),
            // SHA-256 of each entity's rendering inputs (RenderKey).
            .product(name: "Crypto", package: "swift-crypto"),
        ]),
        // emit: the model as a Mermaid or Graphviz DOT diagram (`momgen diagram`).
        .target(name: "MomgenDiagram", dependencies: ["MomgenDiagnostics", "MomgenModel"]),
        // write: only changed files, atomically, never outside the output folder.
        .target(name: "MomgenWriter", dependencies: ["MomgenDiagnostics"]),
        // read (compiled): `.mom`/`.momd` archives and a store's model cache →
        // the same declared model the XML reader produces.
        .target(name: "MomgenCompiled", dependencies: [
            "MomgenDiagnostics", "MomgenModel", "MomgenPlist", "MomgenStore", "CZlib",
        ]),
        // emit: mogenerator's own `.motemplate` files run unchanged, by a
        // MiscMerge engine of our own over mogenerator's template keys.
        .target(name: "MomgenMiscMerge", dependencies: ["MomgenDiagnostics", "MomgenModel"]),
        // emit: the CloudKit schema Core Data's mirroring creates, as cktool's
        // `.ckdb` text; read: a bounded `.ckdb` reader; compare: a model with an
        // exported production schema, as diagnostics the lint reporters print.
        .target(name: "MomgenCloudKit", dependencies: ["MomgenDiagnostics", "MomgenModel", "MomgenLint"]),
        // read (project): Xcode projects (OpenStep plists, targets, build
        // configurations, shell-script phases, file lists), the scripts they
        // run and the mogenerator command lines in them, and the members a
        // project's own Swift files declare — what `momgen init` reads and
        // the build step's Xcode file lists. No model loading, templates or
        // rendering: its platform value (DeploymentTarget) is MomgenModel's.
        .target(name: "MomgenProject", dependencies: ["MomgenModel", "MomgenWriter"]),
        // The pipeline that the CLI and the plugins call.
        .target(name: "MomgenCore", dependencies: [
            "MomgenDiagnostics", "MomgenModel", "MomgenReader", "MomgenConfig", "MomgenLint",
            "MomgenSwift", "MomgenWriter", "MomgenDDL", "MomgenVersions", "MomgenSwiftData", "MomgenParallel", "MomgenDiagram",
            "MomgenCompiled", "MomgenMiscMerge", "MomgenCloudKit", "MomgenProject", "MomgenSwiftSource",
            // SHA-256 for the record of the stamps and caches momgen wrote (LocalWriteRecord).
            .product(name: "Crypto", package: "swift-crypto"),
        ]),
        .executableTarget(
            name: "momgen",
            dependencies: [
                "MomgenCore", "MomgenReader", "MomgenDump", "MomgenLint", "MomgenDDL", "MomgenSwift", "MomgenWriter", "MomgenConfig",
                "MomgenVersions", "MomgenDiagram", "MomgenParallel", "MomgenStore", "MomgenMiscMerge", "MomgenCloudKit", "MomgenProject",
                "MomgenSwiftSource",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // SwiftPM plugins: thin shells that compute paths and call the CLI.
        .plugin(name: "MomgenBuildPlugin", capability: .buildTool(), dependencies: ["momgen"]),
        .plugin(
            name: "LintModelsPlugin",
            capability: .command(intent: .custom(verb: "lint-models", description: "Lint the Core Data models in this package with momgen")),
            dependencies: ["momgen"]
        ),
        .plugin(
            name: "GenerateModelsPlugin",
            capability: .command(
                intent: .custom(verb: "generate-models", description: "Regenerate checked-in Swift classes for the Core Data models in this package"),
                permissions: [.writeToPackageDirectory(reason: "momgen writes the generated Swift files next to each model")]
            ),
            dependencies: ["momgen"]
        ),

        // Paths, golden files and process runs shared by the test targets.
        .target(name: "MomgenTestSupport", dependencies: ["CSQLite", "MomgenModel", "MomgenReader"], path: "Tests/MomgenTestSupport"),
        .testTarget(name: "MomgenReaderTests", dependencies: ["MomgenReader", "MomgenCore", "MomgenDump", "MomgenDiagnostics", "MomgenModel", "MomgenTestSupport"]),
        .testTarget(name: "MomgenModelTests", dependencies: ["MomgenReader", "MomgenModel", "MomgenCore", "MomgenTestSupport"]),
        .testTarget(name: "MomgenPluginTests", dependencies: ["MomgenTestSupport"]),
        .testTarget(name: "MomgenCLITests", dependencies: ["MomgenCore", "MomgenProject", "MomgenTestSupport", "momgen"]),
        .testTarget(name: "MomgenTypecheckTests", dependencies: ["MomgenCore", "MomgenSwift", "MomgenTestSupport", "momgen"]),
        .testTarget(name: "MomgenLintTests", dependencies: ["MomgenLint", "MomgenCore", "MomgenSwift", "MomgenReader", "MomgenConfig", "MomgenTestSupport", "momgen"]),
        .testTarget(name: "MomgenDDLTests", dependencies: ["MomgenDDL", "MomgenStore", "MomgenCore", "CSQLite", "MomgenTestSupport", "momgen"]),
        .testTarget(name: "MomgenDiagramTests", dependencies: ["MomgenDiagram", "MomgenCore", "MomgenConfig", "MomgenModel", "MomgenTestSupport", "momgen"]),
        .testTarget(name: "MomgenVersionsTests", dependencies: ["MomgenVersions", "MomgenCore", "MomgenModel", "MomgenReader", "MomgenDDL", "MomgenTestSupport", "momgen"]),
        .testTarget(name: "MomgenSwiftDataTests", dependencies: [
            "MomgenSwiftData", "MomgenVersions", "MomgenSwift", "MomgenCore", "MomgenModel", "MomgenReader", "MomgenTestSupport", "momgen",
        ]),
        .testTarget(name: "MomgenSwiftSourceTests", dependencies: [
            "MomgenSwiftSource", "MomgenSwiftData", "MomgenSwift", "MomgenVersions", "MomgenCore", "MomgenModel", "MomgenDiagnostics", "MomgenTestSupport", "momgen",
        ]),
        .testTarget(name: "MomgenCompiledTests", dependencies: [
            "MomgenPlist", "MomgenCompiled", "MomgenCore", "MomgenVersions", "MomgenModel", "CSQLite", "CZlib", "MomgenTestSupport", "momgen",
        ]),
        .testTarget(name: "MomgenMiscMergeTests", dependencies: ["MomgenMiscMerge", "MomgenConfig", "MomgenReader", "MomgenModel", "MomgenDiagnostics", "MomgenTestSupport", "momgen"]),
        .testTarget(
            name: "MomgenCloudKitTests",
            dependencies: ["MomgenCloudKit", "MomgenCore", "MomgenConfig", "MomgenModel", "MomgenDiagnostics", "MomgenLint", "MomgenTestSupport", "momgen"],
            exclude: ["Fixtures"]  // model files the tests read by path
        ),
        .testTarget(
            name: "MomgenSwiftTests",
            dependencies: [
                "MomgenSwift", "MomgenSwiftData", "MomgenWriter", "MomgenCore", "MomgenProject", "MomgenModel", "MomgenDiagnostics", "MomgenParallel", "MomgenTestSupport", "momgen",
            ],
            exclude: ["Fixtures"]  // model files the tests read by path
        ),
    ]
)

// MOMGEN_FUZZ_INSTRUMENT=1, set only by scripts/fuzz: momgen's own modules are
// compiled with libFuzzer's coverage instrumentation and AddressSanitizer, so
// the fuzz targets (Fuzz/, a package of its own) are guided by momgen's code.
// The dependencies keep their plain flags: a fuzz build in the test build's
// scratch folder then reuses their plain debug build instead of compiling
// swift-syntax, swift-crypto and the rest a second time (CI, issue 45).
// Unset — every other build, and every package that depends on momgen — no
// target has an unsafe flag.
if Context.environment["MOMGEN_FUZZ_INSTRUMENT"] == "1" {
    for target in package.targets where target.type == .regular {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-sanitize=fuzzer,address"])]
    }
}
