// The command-line settings mogenerator's template keys depend on
// (`gSwift`, `gCustomBaseClass`, `gCustomBaseClassImport`,
// `gCustomBaseClassForced` in mogenerator.m), passed as a value instead of
// globals.

/// What `--swift`, `--base-class`, `--base-class-import` and
/// `--base-class-force` told mogenerator.
public struct MogeneratorSettings: Sendable, Equatable {
    /// `--swift`: Swift type names (`String`, `Int16`) instead of Objective-C ones.
    public var swift: Bool
    /// `--base-class` (or the forced class): the superclass of root entities.
    public var baseClass: String?
    /// `--base-class-import`.
    public var baseClassImport: String?
    /// `--base-class-force`: every entity's superclass, superentity or not.
    public var baseClassForce: String?
    /// The release whose key results to reproduce (1.32 unless the
    /// project's files show an earlier one).
    public var release: MogeneratorRelease
    /// `--v2`: in 1.28 and 1.29, `TemplateVar.arc`, `.literals` and
    /// `.modules` set to YES (over any `--template-var` of the same name).
    public var v2: Bool

    public init(swift: Bool = true, baseClass: String? = nil, baseClassImport: String? = nil, baseClassForce: String? = nil,
                release: MogeneratorRelease = .v1_32, v2: Bool = false) {
        self.swift = swift
        self.v2 = v2
        self.release = release
        self.baseClass = baseClass
        self.baseClassImport = baseClassImport
        self.baseClassForce = baseClassForce
    }

    /// Why a value momgen itself inserts into the templates' output cannot
    /// be written as it is, or nil. `base-class` and `base-class-force` are
    /// printed as a superclass (`open class _Book: <$customSuperentity$>`),
    /// `base-class-import` after `import ` or `#import `; all come from
    /// momgen.yml or a Run Script, which a pull request can change, so a line
    /// break there would be a line of code. A class must be a (module-
    /// qualified) identifier; an import a module name, `"Header.h"` or
    /// `<Framework/Header.h>` on one line.
    public var insertedTextProblem: String? {
        for (option, value) in [("base-class", baseClass), ("base-class-force", baseClassForce)] {
            if let value, !Self.isClassName(value) {
                return "\(option) '\(value)' is not a class name (letters, digits and _, optionally Module.Class)"
            }
        }
        if let value = baseClassImport, !Self.isImport(value) {
            return "base-class-import '\(value)' is not a module or header name (Module, \"Header.h\" or <Framework/Header.h>, on one line)"
        }
        return nil
    }

    /// `Class` or `Module.Class`.
    static func isClassName(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        return !parts.isEmpty && parts.count <= 2 && parts.allSatisfy { part in
            guard let first = part.first, first.isLetter || first == "_" else { return false }
            return part.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } && part != "_"
        }
    }

    /// `Module`, `"Header.h"` or `<Framework/Header.h>`: printable, one line.
    static func isImport(_ text: String) -> Bool {
        let plain: (Character) -> Bool = { $0.isLetter || $0.isNumber || "_./+-".contains($0) }
        if text.count > 2, text.first == "\"", text.last == "\"" { return text.dropFirst().dropLast().allSatisfy { plain($0) || $0 == " " } }
        if text.count > 2, text.first == "<", text.last == ">" { return text.dropFirst().dropLast().allSatisfy(plain) }
        return !text.isEmpty && text.allSatisfy(plain)
    }

    /// mogenerator's `gCustomBaseClass`: the forced class wins over `--base-class`.
    var customBaseClass: String? { baseClassForce ?? baseClass }
}
