// swift-tools-version:5.10
// A stand-in for Apple's SwiftData, for type-checking generated @Model code on Linux.
//
// It declares SwiftData's public API with Apple's parameter lists and types, and its
// macros (@Model, @Attribute, @Relationship, @Transient, #Unique, #Index) are real
// macros whose expansions make the compiler report what Apple's compiler reports.
// Nothing here runs: it exists only for `swiftc -typecheck`. momgen's own Package.swift
// does not depend on it; the type-check tests build it (see docs/typecheck.md).
import CompilerPluginSupport
import PackageDescription

let package = Package(
    name: "SwiftDataStandIn",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "SwiftData", targets: ["SwiftData"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax.git", from: "603.0.1"),
    ],
    targets: [
        // The macro plugin: expansions only, no SwiftData types.
        .macro(
            name: "SwiftDataMacros",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftSyntaxBuilder", package: "swift-syntax"),
                .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
            ]
        ),
        // The module generated code imports as `SwiftData`.
        .target(name: "SwiftData", dependencies: ["SwiftDataMacros"]),
    ]
)
