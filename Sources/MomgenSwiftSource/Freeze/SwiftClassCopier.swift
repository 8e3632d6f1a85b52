// The text of a frozen copy of one live `@Model` class, cut from its own
// syntax tree (swift-syntax), never re-printed from the derived model: the
// copy keeps every stored property exactly as written (attributes, types,
// defaults, comments), so SwiftData derives the same entity from it.
//
// What a copy keeps and drops follows what real teams froze by hand
// (KMReader's frozen V1–V4 hold stored properties and `init() {}`):
// - kept: stored properties (observers removed: they run app code),
//   `#Unique`/`#Index` and other macros, initializers, nested types and
//   typealiases (a property's type may be one of them), static members
//   (defaults call them), `#if` blocks;
// - dropped: instance methods, computed properties, subscripts, `deinit`
//   (behaviour that belongs to the live class, and that may call members
//   its extensions declare elsewhere), and protocol conformances (their
//   requirements may live in those methods); a superclass that is a
//   `@Model` class is kept, since inheritance is part of the entity.
import MomgenDiagnostics
import SwiftParser
import SwiftSyntax

/// Copies live classes out of their files.
struct SwiftClassCopier {
    /// File path → its parsed tree and location converter, parsed once.
    private var trees: [String: (tree: SourceFileSyntax, converter: SourceLocationConverter)] = [:]
    private let texts: [String: String]

    init(files: [SwiftSourceFile]) {
        texts = Dictionary(files.map { ($0.path, $0.text) }, uniquingKeysWith: { first, _ in first })
    }

    /// What a copy left out, for the note.
    struct Copy {
        let text: String
        let droppedMembers: Int
        let droppedConformances: [String]
        /// Left-out members a kept initializer names (`touch`): the copy
        /// does not compile until it is edited, which momgen, compiling
        /// nothing, can only say.
        let namesInInitializers: [String]
    }

    /// The copy of the class declared at `location`, indented by `indent`;
    /// `modelClasses` are the names whose mention in the inheritance clause
    /// is a superclass (kept).
    mutating func copy(at location: MomgenDiagnostics.SourceLocation, indent: String,
                       modelClasses: Set<String>) -> Copy? {
        guard let (tree, converter) = parsed(location.file) else { return nil }
        let finder = ClassFinder(line: location.line, column: location.column, converter: converter)
        finder.walk(tree)
        guard let found = finder.found else { return nil }
        var dropped = 0, droppedNames = Set<String>()
        let members = found.memberBlock.members.compactMap { item -> MemberBlockItemSyntax? in
            guard let kept = Self.kept(item) else {
                dropped += 1
                droppedNames.formUnion(Self.names(item.decl))
                return nil
            }
            return kept
        }
        let named = members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }.flatMap { initializer in
            // A parameter of the same name (`init(description:)`) is not the member.
            let parameters = Set(initializer.signature.parameterClause.parameters.flatMap { [$0.firstName.text] + ($0.secondName.map { [$0.text] } ?? []) })
            return initializer.body.map { body in
                body.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                    guard case let .identifier(text) = token.tokenKind, droppedNames.contains(text), !parameters.contains(text) else { return nil }
                    return text
                }
            } ?? []
        }
        var copy = found.with(\.memberBlock.members, MemberBlockItemListSyntax(members))
        var droppedConformances: [String] = []
        if let clause = found.inheritanceClause {
            let entries = clause.inheritedTypes.filter { modelClasses.contains(Self.lastName($0.type.trimmedDescription)) }
            droppedConformances = clause.inheritedTypes.map { $0.type.trimmedDescription }
                .filter { !modelClasses.contains(Self.lastName($0)) }
            if entries.isEmpty {
                copy = copy.with(\.inheritanceClause, nil)
                copy.name = copy.name.with(\.trailingTrivia, .space)
            } else {
                var list = Array(entries)
                list[list.count - 1] = list[list.count - 1].with(\.trailingComma, nil)
                copy = copy.with(\.inheritanceClause, clause.with(\.inheritedTypes, InheritedTypeListSyntax(list)))
            }
        }
        copy = copy.with(\.leadingTrivia, []).with(\.trailingTrivia, [])
        let column = found.startLocation(converter: converter, afterLeadingTrivia: true).column
        return Copy(text: Self.reindent(copy.description, from: column, to: indent), droppedMembers: dropped,
                    droppedConformances: droppedConformances, namesInInitializers: Array(Set(named)).sorted())
    }

    /// The `import` lines of `file`, as written.
    mutating func imports(of file: String) -> [String] {
        guard let (tree, _) = parsed(file) else { return [] }
        return tree.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.with(\.leadingTrivia, []).trimmedDescription }
    }

    private mutating func parsed(_ file: String) -> (tree: SourceFileSyntax, converter: SourceLocationConverter)? {
        if let known = trees[file] { return known }
        guard let text = texts[file] else { return nil }
        let tree = Parser.parse(source: text)
        let entry = (tree, SourceLocationConverter(fileName: file, tree: tree))
        trees[file] = entry
        return entry
    }

    /// The member as the copy holds it, or nil when it is dropped.
    private static func kept(_ item: MemberBlockItemSyntax) -> MemberBlockItemSyntax? {
        let decl = item.decl
        if let variable = decl.as(VariableDeclSyntax.self) {
            if isStatic(variable.modifiers) { return item }
            let computed = variable.bindings.contains { binding in
                guard case let .accessors(list)? = binding.accessorBlock?.accessors else { return binding.accessorBlock != nil }
                return list.contains { !["willSet", "didSet"].contains($0.accessorSpecifier.text) }
            }
            if computed { return nil }
            // Observers are app behaviour; the stored property stays.
            let bindings = variable.bindings.map { binding -> PatternBindingSyntax in
                guard binding.accessorBlock != nil else { return binding }
                return binding.with(\.accessorBlock, nil).with(\.trailingTrivia, [])
            }
            return item.with(\.decl, DeclSyntax(variable.with(\.bindings, PatternBindingListSyntax(bindings))))
        }
        if let function = decl.as(FunctionDeclSyntax.self) {
            return isStatic(function.modifiers) ? item : nil
        }
        if decl.is(SubscriptDeclSyntax.self) || decl.is(DeinitializerDeclSyntax.self) { return nil }
        return item
    }

    /// The names a dropped member declares.
    private static func names(_ decl: DeclSyntax) -> [String] {
        if let function = decl.as(FunctionDeclSyntax.self) { return [function.name.text] }
        if let variable = decl.as(VariableDeclSyntax.self) {
            return variable.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
        }
        return []
    }

    private static func isStatic(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { ["static", "class"].contains($0.name.text) }
    }

    private static func lastName(_ written: String) -> String {
        String(written.split(separator: ".").last ?? Substring(written))
    }

    /// `text` moved from starting at `column` to starting after `indent`:
    /// each later line loses up to `column - 1` leading spaces and gains
    /// `indent`, and is otherwise kept byte for byte (a multi-line string
    /// keeps its shape, since its closing delimiter moves with it); a line
    /// of only spaces and tabs becomes empty.
    static func reindent(_ text: String, from column: Int, to indent: String) -> String {
        let strip = max(column - 1, 0)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { number, line -> String in
            var line = Substring(line)
            if number > 0 {
                var removed = 0
                while removed < strip, line.first == " " {
                    line = line.dropFirst()
                    removed += 1
                }
            }
            return line.allSatisfy { $0 == " " || $0 == "\t" } ? "" : indent + line
        }
        return lines.joined(separator: "\n")
    }
}

/// Finds the class declaration that starts at a line and column.
private final class ClassFinder: SyntaxVisitor {
    let line: Int
    let column: Int
    let converter: SourceLocationConverter
    var found: ClassDeclSyntax?

    init(line: Int, column: Int, converter: SourceLocationConverter) {
        self.line = line
        self.column = column
        self.converter = converter
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let start = node.startLocation(converter: converter, afterLeadingTrivia: true)
        if start.line == line, start.column == column {
            found = node
            return .skipChildren
        }
        return found == nil ? .visitChildren : .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
