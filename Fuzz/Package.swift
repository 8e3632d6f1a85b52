// swift-tools-version:5.10
// momgen's libFuzzer targets, kept out of the main package so that
// `swift build` and `swift test` never see them (and macOS builds of momgen
// need no sanitizer runtime). scripts/fuzz builds them with
// `-sanitize=fuzzer,address` and runs them; docs/fuzzing.md says how.
import PackageDescription

let package = Package(
    name: "momgen-fuzz",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(name: "momgen", path: ".."),
    ],
    targets: [
        // read → resolve → lint → DDL on arbitrary bytes as a model's `contents`.
        .executableTarget(name: "FuzzModelReader", dependencies: [
            .product(name: "MomgenReader", package: "momgen"),
            .product(name: "MomgenModel", package: "momgen"),
            .product(name: "MomgenLint", package: "momgen"),
            .product(name: "MomgenDDL", package: "momgen"),
        ]),
        // The bounded binary-plist reader and the compiled-model decoder
        // (`.mom` archives, store model caches, store metadata plists).
        .executableTarget(name: "FuzzPlistReader", dependencies: [
            .product(name: "MomgenCompiled", package: "momgen"),
            .product(name: "MomgenPlist", package: "momgen"),
            .product(name: "MomgenModel", package: "momgen"),
            .product(name: "MomgenVersions", package: "momgen"),
        ]),
        // Structure-aware: input bytes as choices that build a `.mom` archive
        // (entities, properties, predicates, shared references, hostile
        // names); decode, resolve, hash, decompile and read back.
        .executableTarget(name: "FuzzCompiledArchive", dependencies: [
            .product(name: "MomgenCompiled", package: "momgen"),
            .product(name: "MomgenModel", package: "momgen"),
            .product(name: "MomgenReader", package: "momgen"),
            .product(name: "MomgenVersions", package: "momgen"),
        ]),
        // Bytes as a `.momd` bundle's VersionInfo.plist.
        .executableTarget(name: "FuzzVersionInfo", dependencies: [
            .product(name: "MomgenCompiled", package: "momgen"),
        ]),
        // A store file: the bounded read-only open, Z_METADATA, the schema
        // snapshot, and the compiled model in Z_MODELCACHE.
        .executableTarget(name: "FuzzStoreReader", dependencies: [
            .product(name: "MomgenCompiled", package: "momgen"),
            .product(name: "MomgenDDL", package: "momgen"),
            .product(name: "MomgenStore", package: "momgen"),
            .product(name: "MomgenModel", package: "momgen"),
            .product(name: "MomgenVersions", package: "momgen"),
        ]),
        // The render cache and the stamp (issue 34, item 6): any cache bytes,
        // even vouched for, leave a generate run's outputs unchanged.
        .executableTarget(name: "FuzzRenderCache", dependencies: [
            .product(name: "MomgenCore", package: "momgen"),
            .product(name: "MomgenSwift", package: "momgen"),
            .product(name: "MomgenWriter", package: "momgen"),
        ]),
        // The build step's writes (issue 34, item 9): any momgen.yml plans no
        // write outside the project, inside .git, or over a hand-written file.
        .executableTarget(name: "FuzzBuildWrites", dependencies: [
            .product(name: "MomgenConfig", package: "momgen"),
            .product(name: "MomgenCore", package: "momgen"),
            .product(name: "MomgenWriter", package: "momgen"),
        ]),
        // A team's `.motemplate` file (untrusted: a pull request can change
        // it) through the MiscMerge engine over mogenerator's object model.
        .executableTarget(name: "FuzzMiscMergeTemplate", dependencies: [
            .product(name: "MomgenMiscMerge", package: "momgen"),
            .product(name: "MomgenReader", package: "momgen"),
            .product(name: "MomgenModel", package: "momgen"),
            .product(name: "MomgenDiagnostics", package: "momgen"),
        ]),
        // The project files `momgen init` reads (pbxproj, a script, a scheme,
        // a Makefile, Swift): targets, the command-line search, detection.
        .executableTarget(name: "FuzzProjectFiles", dependencies: [
            .product(name: "MomgenCore", package: "momgen"),
            .product(name: "MomgenProject", package: "momgen"),
        ]),
        // An exported CloudKit schema (`.ckdb`): the bounded reader, the
        // comparison with a model, and the print-then-read round trip.
        .executableTarget(name: "FuzzCKDBReader", dependencies: [
            .product(name: "MomgenCloudKit", package: "momgen"),
            .product(name: "MomgenReader", package: "momgen"),
            .product(name: "MomgenModel", package: "momgen"),
            .product(name: "MomgenDiagnostics", package: "momgen"),
        ]),
        // SwiftData code (untrusted: a pull request's `@Model` classes) through
        // the Swift-source reader, then resolve and hash every schema.
        .executableTarget(name: "FuzzSwiftSource", dependencies: [
            .product(name: "MomgenSwiftSource", package: "momgen"),
            .product(name: "MomgenModel", package: "momgen"),
            .product(name: "MomgenVersions", package: "momgen"),
        ]),
        // The configuration reader (`momgen.yml`) and the linter's checks of it.
        .executableTarget(name: "FuzzConfigReader", dependencies: [
            .product(name: "MomgenConfig", package: "momgen"),
            .product(name: "MomgenLint", package: "momgen"),
        ]),
    ]
)

// Every target is compiled and linked with libFuzzer and AddressSanitizer
// (`-parse-as-library`: each main.swift defines LLVMFuzzerTestOneInput, not
// top-level code). momgen's own modules get the same instrumentation through
// MOMGEN_FUZZ_INSTRUMENT=1 in momgen's manifest, which scripts/fuzz sets; the
// dependencies (swift-syntax, swift-crypto, …) are built plain, so CI's fuzz
// build shares their debug build with the tests' (issue 45).
for target in package.targets {
    target.swiftSettings = [.unsafeFlags(["-sanitize=fuzzer,address", "-parse-as-library"])]
    target.linkerSettings = [.unsafeFlags(["-sanitize=fuzzer,address"])]
}
