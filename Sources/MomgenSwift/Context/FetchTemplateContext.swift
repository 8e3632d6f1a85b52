// The template context of a fetch request template (a model-level
// `<fetchRequest>`): a typed static function whose parameters are the
// predicate's substitution variables.
import MomgenModel

/// One fetch request template.
///
/// For example, LeagueManager's `GreenTeams` on Team gives `functionName:
/// "makeGreenTeamsFetchRequest"` and `resultType: "Team"`.
public struct FetchTemplateContext: Sendable {
    /// The name in the model, safe for a comment (`keyLiteral` is the key).
    public let name: String
    public let nameLiteral: String
    /// `make<Name>FetchRequest`.
    public internal(set) var functionName: String
    /// mogenerator's `fetch<Name>`, which runs the template on a context.
    public internal(set) var runFunctionName: String
    /// The arguments after `model:` that pass each parameter on, e.g. `, name: name`.
    public let argumentList: String
    /// The fetch request's result type: the entity's class, or
    /// `NSManagedObjectID`, `NSDictionary`, `NSNumber` for `resultType` 1, 2, 4.
    public let resultType: String
    /// The predicate text, safe for a comment (`(none)` when there is none).
    public let predicateComment: String
    public let parameters: [FetchParameterContext]
    public let hasParameters: Bool
    /// The parameter list after `model: NSManagedObjectModel`, e.g. `, name: String`.
    public let parameterList: String

    /// The entity's member modifier (`public `, `open `, or empty), copied
    /// here so templates find it without walking up the context stack.
    public internal(set) var memberModifier = ""
    /// The entity's static-member modifier, copied like `memberModifier`.
    public internal(set) var staticModifier = ""

    /// Builds the context; `typeOfKeyPath` gives the Swift type a key path of
    /// the fetched entity compares as, if known.
    public init(_ request: FetchRequest, entityType: String, namer: SwiftNamer,
                typeOfKeyPath: (String) -> String?) {
        name = SwiftLiteral.comment(request.name)
        nameLiteral = SwiftLiteral.string(request.name)
        functionName = "make" + namer.capitalized(request.name) + "FetchRequest"
        runFunctionName = "fetch" + namer.capitalized(request.name)
        switch request.resultType {
        case "1": resultType = "NSManagedObjectID"
        case "2": resultType = "NSDictionary"
        case "4": resultType = "NSNumber"
        default: resultType = entityType
        }
        predicateComment = SwiftLiteral.comment(request.predicateString ?? "(none)")
        // `managedObjectContext` is the first parameter of mogenerator's `fetch…` functions.
        var used: Set<String> = ["model", "managedObjectContext"]
        // The longest label tried for each base name: a clash appends `_`
        // until the label is free, and starting from the last one tried keeps
        // many variables with one base name (`$a`, `$A`, …) linear.
        var lastTried: [String: String] = [:]
        parameters = PredicateVariables().variables(in: request.predicateString ?? "").map { variable in
            let base = namer.parameterName(variable.name)
            var label = lastTried[base] ?? base
            while used.contains(label) { label += "_" }
            lastTried[base] = label
            used.insert(label)
            return FetchParameterContext(label: label, type: Self.type(of: variable, typeOfKeyPath),
                                         variableLiteral: SwiftLiteral.string(variable.name))
        }
        hasParameters = !parameters.isEmpty
        parameterList = parameters.map { ", \($0.label): \($0.type)" }.joined()
        argumentList = parameters.map { ", \($0.label): \($0.label)" }.joined()
    }

    /// The parameter type for a variable.
    static func type(of variable: PredicateVariable, _ typeOfKeyPath: (String) -> String?) -> String {
        switch variable.comparison {
        case "BEGINSWITH", "ENDSWITH", "CONTAINS", "LIKE", "MATCHES": return "String"
        case nil, "CONTAINED": return "Any"
        default: break
        }
        guard var path = variable.keyPath else { return "Any" }
        if path.uppercased().hasPrefix("SELF.") { path = String(path.dropFirst(5)) }
        guard let type = typeOfKeyPath(path) else { return "Any" }
        return variable.comparison == "IN" ? "[\(type)]" : type
    }
}
