// The model types a custom stage's `willMigrate`/`didMigrate` closure names:
// `FetchDescriptor<T>`, `#Predicate<T>`, `SortDescriptor<T>`, `T.self`
// (`context.delete(model: T.self)`) and `T(…)` (a model inserted). Which of
// them are `@Model` classes, and whose, is decided later against the index:
// here they are only the written paths. SwiftData runs `willMigrate` in a
// context of the stage's source schema and `didMigrate` in one of its
// destination; a class of another schema there trips its typed model
// assertion (KMReader PR #803: a TestFlight build crashed at launch fetching
// the runtime classes from an older schema's migration context).
import MomgenDiagnostics
import SwiftSyntax

/// One type a migration closure names.
///
/// For example, `FetchDescriptor<KomgaBook>()` in `didMigrate` gives
/// `SwiftModelUse(path: ["KomgaBook"], location: …)`.
public struct SwiftModelUse: Hashable, Sendable {
    /// The type as written (`KomgaBook`, `KMReaderSchemaV4.KomgaBook`).
    public var path: [String]
    public var location: MomgenDiagnostics.SourceLocation
    /// The `@Model` class it names (full name), once the index resolved it.
    public var resolved: String?

    public init(path: [String], location: MomgenDiagnostics.SourceLocation, resolved: String? = nil) {
        self.path = path
        self.location = location
        self.resolved = resolved
    }
}

/// A static function's model uses and the functions it calls (a stage's
/// closure often hands its work to `private static func`s of the plan).
public struct SwiftFunctionUses: Hashable, Sendable {
    public var uses: [SwiftModelUse]
    public var calls: [String]

    /// Adds an overload's uses and calls.
    mutating func merge(_ other: SwiftFunctionUses) {
        uses += other.uses
        calls += other.calls.filter { !calls.contains($0) }
    }

    /// `first` and `second` merged (for `Dictionary.merge`).
    static func merged(_ first: SwiftFunctionUses, _ second: SwiftFunctionUses) -> SwiftFunctionUses {
        var merged = first
        merged.merge(second)
        return merged
    }
}

/// Collects the model types named in a closure.
struct SwiftStageModelUses {
    let reading: SwiftSyntaxReading
    /// The most nodes visited in one closure (a bound against huge bodies).
    var maximumNodes = 20_000

    /// The generic types whose argument is a model type.
    static let modelGenerics: Set<String> = ["FetchDescriptor", "Predicate", "SortDescriptor", "Query"]

    /// The uses in `node`, in source order, each path once, and the
    /// functions it calls by a lowercase name, each once: `apply` for
    /// `apply(…)` and `Self.apply(…)`, `Helpers.apply` for a static function
    /// of another type. One walk of the node.
    func read(_ node: some SyntaxProtocol) -> SwiftFunctionUses {
        var found = SwiftFunctionUses(uses: [], calls: [])
        var seen: Set<[String]> = []
        func add(_ path: [String]?, _ node: some SyntaxProtocol) {
            guard let path, !path.isEmpty, seen.insert(path).inserted else { return }
            found.uses.append(SwiftModelUse(path: path, location: reading.location(node)))
        }
        var queue = [Syntax(node)], index = 0
        while index < queue.count, index < maximumNodes {
            let node = queue[index]
            index += 1
            if let generic = node.as(GenericSpecializationExprSyntax.self),
               let name = SwiftSyntaxReading.expressionPath(generic.expression)?.last, Self.modelGenerics.contains(name) {
                for argument in generic.genericArgumentClause.arguments { add(Self.typePath(argument), argument) }
            } else if let macro = node.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Predicate",
                      let clause = macro.genericArgumentClause {
                for argument in clause.arguments { add(Self.typePath(argument), argument) }
            } else if let type = node.as(IdentifierTypeSyntax.self), Self.modelGenerics.contains(type.name.text),
                      let clause = type.genericArgumentClause {
                for argument in clause.arguments { add(Self.typePath(argument), argument) }
            } else if let member = node.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self", let base = member.base {
                add(SwiftSyntaxReading.expressionPath(base), member)
            } else if let call = node.as(FunctionCallExprSyntax.self) {
                if let path = SwiftSyntaxReading.expressionPath(call.calledExpression), path.last?.first?.isUppercase == true {
                    // `Trip(name:)`: a type's initialiser (a function of an
                    // uppercase name is taken for one; the index decides).
                    add(path, call.calledExpression)
                } else if let name = Self.calledFunction(call), !found.calls.contains(name) {
                    found.calls.append(name)
                }
            }
            queue += node.children(viewMode: .sourceAccurate)
        }
        return found
    }

    /// The function `call` calls by a lowercase name (`apply`,
    /// `Helpers.apply`), or nil for a method of a value or a type's initialiser.
    static func calledFunction(_ call: FunctionCallExprSyntax) -> String? {
        var name: String?
        if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            name = functionName(base: base, member: member.declName.baseName.text)
        }
        guard let name, name.split(separator: ".").last?.first?.isLowercase == true else { return nil }
        return name
    }

    /// `apply` for `Self.apply`, `Helpers.apply` for a type's static function;
    /// nil for a call on a value (`context.save`).
    static func functionName(base: ExprSyntax, member: String) -> String? {
        guard let path = SwiftSyntaxReading.expressionPath(base), let first = path.first else { return nil }
        if path == ["Self"] { return member }
        return first.first?.isUppercase == true ? (path + [member]).joined(separator: ".") : nil
    }

    /// The function a closure argument names instead of a closure
    /// (`willMigrate: snapshot`, `willMigrate: Self.snapshot`).
    static func reference(_ expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            return functionName(base: base, member: member.declName.baseName.text)
        }
        return nil
    }

    /// The type path a generic argument spells (`T`, `V4.T`), if plain.
    static func typePath(_ argument: GenericArgumentSyntax) -> [String]? {
        guard case let .type(type) = argument.argument else { return nil }
        if case let .named(path) = SwiftSyntaxReading.reference(type) { return path }
        return nil
    }
}
