// Walks one parsed file and records every type declaration under its full
// dotted name (nesting and `extension V1 { … }` both count), with the
// members SwiftData reads. It runs no code and expands no macro: what a macro
// would generate is reported by the deriver as unknowable.
import MomgenDiagnostics
import SwiftParser
import SwiftSyntax

/// Collects the type declarations of one file.
final class SwiftSourceScanner: SyntaxVisitor {
    let reading: SwiftSyntaxReading
    private let maximumDepth: Int
    /// The enclosing type path.
    private var scope: [String] = []
    /// How many names each open declaration pushed (0 when skipped), since
    /// `visitPost` runs for skipped nodes too.
    private var pushed: [Int] = []
    private(set) var declarations: [SwiftTypeDeclaration] = []
    /// Where the file nests types deeper than the limit, if it does.
    private(set) var tooDeep: MomgenDiagnostics.SourceLocation?
    /// Static functions of `extension T { … }`: T's full path → name → uses.
    private(set) var extensionFunctions: [[String]: [String: SwiftFunctionUses]] = [:]

    init(file: String, tree: SourceFileSyntax, maximumDepth: Int) {
        reading = SwiftSyntaxReading(file: file, converter: SourceLocationConverter(fileName: file, tree: tree))
        self.maximumDepth = maximumDepth
        super.init(viewMode: .sourceAccurate)
    }

    /// Parses `file` and scans it.
    static func scan(_ file: SwiftSourceFile, maximumDepth: Int) throws
        -> (declarations: [SwiftTypeDeclaration], tooDeep: MomgenDiagnostics.SourceLocation?, cloudKit: [SwiftCloudKitDatabase],
            extensionFunctions: [[String]: [String: SwiftFunctionUses]]) {
        let tree = Parser.parse(source: file.text)
        if let problem = SwiftSyntaxProblem.first(in: tree, file: file.path) {
            throw MomgenError.unreadableInput(problem, "the file is not valid Swift here, so momgen reads no model from it")
        }
        let scanner = SwiftSourceScanner(file: file.path, tree: tree, maximumDepth: maximumDepth)
        scanner.walk(tree)
        let cloudKit = SwiftCloudKitUse(reading: scanner.reading)
        cloudKit.walk(tree)
        return (scanner.declarations, scanner.tooDeep, cloudKit.found, scanner.extensionFunctions)
    }

    // MARK: Scopes

    private func enter(_ names: [String], _ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        guard scope.count + names.count <= maximumDepth else {
            if tooDeep == nil { tooDeep = reading.location(node) }
            pushed.append(0)
            return .skipChildren
        }
        scope += names
        pushed.append(names.count)
        return .visitChildren
    }

    private func enter(_ name: String, _ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        enter([name], node)
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard case let .named(path) = SwiftSyntaxReading.reference(node.extendedType) else {
            pushed.append(0)
            return .skipChildren
        }
        let next = enter(path, node)
        if next == .visitChildren { readStaticFunctions(node.memberBlock, into: &extensionFunctions[scope, default: [:]]) }
        return next
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { leave() }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let isModel = node.attributes.contains { Self.attributeName($0) == "Model" }
        record(node.name.text, isModel ? .modelClass : .plainClass, node.inheritanceClause, node.memberBlock, node)
        return enter(node.name.text, node)
    }

    override func visitPost(_ node: ClassDeclSyntax) { leave() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, .structure, node.inheritanceClause, node.memberBlock, node)
        return enter(node.name.text, node)
    }

    override func visitPost(_ node: StructDeclSyntax) { leave() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, .enumeration, node.inheritanceClause, node.memberBlock, node)
        return enter(node.name.text, node)
    }

    override func visitPost(_ node: EnumDeclSyntax) { leave() }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        record(node.name.text, .protocolType, node.inheritanceClause, nil, node)
        return .skipChildren
    }

    override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind {
        let target = SwiftSyntaxReading.reference(node.initializer.value)
        declarations.append(SwiftTypeDeclaration(path: scope + [node.name.text], kind: .alias(target), inherits: [],
                                                 location: reading.location(node)))
        return .skipChildren
    }

    /// Function bodies declare no model types that SwiftData sees.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    private func leave() {
        let count = pushed.popLast() ?? 0
        scope.removeLast(min(count, scope.count))
    }

    // MARK: Members

    private func record(_ name: String, _ kind: SwiftTypeDeclaration.Kind, _ inheritance: InheritanceClauseSyntax?,
                        _ members: MemberBlockSyntax?, _ node: some SyntaxProtocol) {
        guard scope.count < maximumDepth else { return }
        let inherits = inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        var declaration = SwiftTypeDeclaration(path: scope + [name], kind: kind, inherits: inherits, location: reading.location(node))
        for member in members.map({ Array($0.members) }) ?? [] {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                readVariable(variable, into: &declaration)
            } else if let macro = member.decl.as(MacroExpansionDeclSyntax.self) {
                readMacro(macro, into: &declaration)
            }
        }
        if let members { readStaticFunctions(members, into: &declaration.functionUses) }
        declarations.append(declaration)
    }

    /// The model uses and calls of every static function in `members`.
    private func readStaticFunctions(_ members: MemberBlockSyntax, into functions: inout [String: SwiftFunctionUses]) {
        for member in members.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), let body = function.body,
                  function.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) else { continue }
            functions[function.name.text, default: SwiftFunctionUses(uses: [], calls: [])].merge(SwiftStageModelUses(reading: reading).read(body))
        }
    }

    private func readMacro(_ macro: MacroExpansionDeclSyntax, into declaration: inout SwiftTypeDeclaration) {
        let groups = macro.arguments.map { SwiftSyntaxReading.keyPathNames(in: $0.expression) }.filter { !$0.isEmpty }
        switch macro.macroName.text {
        case "Unique": declaration.uniques += groups
        case "Index": declaration.indexes += groups
        default:
            declaration.unknownMacroNames.append("#" + macro.macroName.text)
            declaration.unknownMacroLocations.append(reading.location(macro))
        }
    }

    private func readVariable(_ variable: VariableDeclSyntax, into declaration: inout SwiftTypeDeclaration) {
        let isStatic = variable.modifiers.contains { ["static", "class"].contains($0.name.text) }
        let attributes = variable.attributes.compactMap { element -> SwiftStoredProperty.AttributeUse? in
            guard case let .attribute(attribute) = element else { return nil }
            let arguments: [LabeledExprSyntax] = {
                if case let .argumentList(list)? = attribute.arguments { return Array(list) }
                return []
            }()
            return .init(name: attribute.attributeName.trimmedDescription, labels: arguments.map { $0.label?.text },
                         texts: arguments.map { $0.expression.trimmedDescription })
        }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let property = SwiftStoredProperty(
                name: name.hasPrefix("`") ? String(name.dropFirst().dropLast()) : name,
                type: binding.typeAnnotation.map { SwiftSyntaxReading.reference($0.type) },
                defaultText: binding.initializer?.value.trimmedDescription,
                attributes: attributes,
                isComputed: Self.isComputed(binding.accessorBlock),
                isStatic: isStatic,
                location: reading.location(binding))
            declaration.properties.append(property)
            guard isStatic else { continue }
            readStatic(name, binding, into: &declaration)
        }
    }

    /// `versionIdentifier`, `models`, `schemas`, `stages` and stage values.
    private func readStatic(_ name: String, _ binding: PatternBindingSyntax, into declaration: inout SwiftTypeDeclaration) {
        let body: Syntax? = binding.accessorBlock.map { Syntax($0) } ?? binding.initializer.map { Syntax($0.value) }
        guard let body else { return }
        switch name {
        case "versionIdentifier": declaration.versionIdentifier = SwiftSyntaxReading.versionNumbers(in: body)
        case "models": declaration.models = SwiftSyntaxReading.selfList(in: body)
        case "schemas": declaration.schemas = SwiftSyntaxReading.selfList(in: body)
        case "stages":
            declaration.stageNames = SwiftSyntaxReading.nameList(in: body)
            declaration.inlineStages = SwiftSyntaxReading.arrayElements(in: body).compactMap { readStage(Syntax($0)) }
        default:
            if let stage = readStage(body) { declaration.stageValues[name] = stage }
        }
    }

    /// `.lightweight(fromVersion: V1.self, toVersion: V2.self)` or `.custom(…)`.
    private func readStage(_ body: Syntax) -> SwiftMigrationStage? {
        var queue = [body], index = 0
        while index < queue.count, index < 1_000 {
            if let call = queue[index].as(FunctionCallExprSyntax.self),
               let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               ["lightweight", "custom"].contains(member.declName.baseName.text) {
                func path(_ label: String) -> [String] {
                    guard let argument = call.arguments.first(where: { $0.label?.text == label }),
                          let access = argument.expression.as(MemberAccessExprSyntax.self), let base = access.base else { return [] }
                    return SwiftSyntaxReading.expressionPath(base) ?? []
                }
                var stage = SwiftMigrationStage(kind: member.declName.baseName.text, from: path("fromVersion"), to: path("toVersion"),
                                                location: reading.location(call))
                let uses = SwiftStageModelUses(reading: reading)
                func closure(_ label: String) -> ClosureExprSyntax? {
                    call.arguments.first(where: { $0.label?.text == label })?.expression.as(ClosureExprSyntax.self)
                        ?? (label == "didMigrate" ? call.trailingClosure : nil)
                }
                // A closure, or the name of a function that is one.
                func read(_ label: String) -> SwiftFunctionUses? {
                    if let closure = closure(label) { return uses.read(closure) }
                    guard let expression = call.arguments.first(where: { $0.label?.text == label })?.expression,
                          let name = SwiftStageModelUses.reference(expression) else { return nil }
                    return SwiftFunctionUses(uses: [], calls: [name])
                }
                let will = read("willMigrate"), did = read("didMigrate")
                stage.willMigrate = will?.uses ?? []
                stage.willMigrateCalls = will?.calls ?? []
                stage.didMigrate = did?.uses ?? []
                stage.didMigrateCalls = did?.calls ?? []
                return stage
            }
            queue += queue[index].children(viewMode: .sourceAccurate)
            index += 1
        }
        return nil
    }

    /// A getter (or `get`/`set`) is computed; `willSet`/`didSet` observe a stored value.
    private static func isComputed(_ block: AccessorBlockSyntax?) -> Bool {
        guard let block else { return false }
        switch block.accessors {
        case .getter: return true
        case let .accessors(list):
            return list.contains { ["get", "set", "_read", "_modify", "unsafeAddress"].contains($0.accessorSpecifier.text) }
        }
    }

    static func attributeName(_ element: AttributeListSyntax.Element) -> String? {
        guard case let .attribute(attribute) = element else { return nil }
        return attribute.attributeName.trimmedDescription
    }
}
