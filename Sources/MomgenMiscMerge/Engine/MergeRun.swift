// One rendering in progress: the context stack, the output so far and
// the counters the limits bound. Names are looked up innermost context
// first by the key path's first key, as MiscMergeEngine does; what nothing
// answers is an error where a typo would otherwise pass silently.
import MomgenDiagnostics

/// One rendering in progress.
struct MergeRun {
    /// A context names are looked up in.
    enum Context {
        case symbols(MergeSymbols)
        case value(MergeValue)
    }

    /// How a name that nothing answers is treated.
    enum Role {
        /// Printed or tested: an unknown name is an error (MiscMerge would
        /// print the name itself, which hides typos).
        case strict
        /// A comparison or arithmetic operand, or a value assigned: an
        /// unknown bare word is the word itself, as MiscMerge reads
        /// `<$if Attribute.name != type$>`.
        case literal
    }

    /// The template's path, for errors that no tag caused.
    let file: String
    let limits: MergeLimits
    var contexts: [Context]
    var mergeSymbols = MergeSymbols()
    var loopScopes: [MergeSymbols] = []
    var output = ""
    /// The run's spending, shared with its other renderings.
    let budget: MergeBudget

    init(file: String, limits: MergeLimits, budget: MergeBudget, contexts: [Context]) {
        self.file = file
        self.limits = limits
        self.budget = budget
        self.contexts = contexts
    }

    mutating func execute(_ nodes: [MergeNode]) throws {
        for node in nodes { try execute(node) }
    }

    /// Counts a step for every element comparing or mapping over `left`
    /// and `right` walks: a `set` value may hold 100,000 elements, and a
    /// loop that compares it with itself each time would otherwise cost the
    /// square of that in one step per iteration.
    private func spendWalking(_ left: MergeValue, _ right: MergeValue, at location: SourceLocation) throws {
        let walked = MergeValueSize.elements(of: left, upTo: limits.maxValueElements)
            + MergeValueSize.elements(of: right, upTo: limits.maxValueElements)
        if walked > 0 { try spend(walked, at: location) }
    }

    /// Counts `count` steps against the run's bound.
    private func spend(_ count: Int, at location: SourceLocation?) throws {
        budget.steps += count
        guard budget.steps <= budget.limits.maxSteps else {
            throw MomgenError.unreadableInput(location ?? SourceLocation(file: file),
                                              "more than \(budget.limits.maxSteps) template steps in one run")
        }
    }

    private mutating func execute(_ node: MergeNode) throws {
        try spend(1, at: nil)
        switch node {
        case let .text(text):
            try append(text, at: nil)
        case let .field(expression, location):
            let value = try evaluate(expression, .strict)
            guard let text = value.printed else {
                throw MomgenError.unreadableInput(location, "this tag prints a list, dictionary or model object, not text")
            }
            try append(text, at: location)
        case let .conditional(condition, then, otherwise, _):
            try execute(try evaluate(condition, .strict).isTrue ? then : otherwise)
        case let .foreach(item, list, body, location):
            try loop(item: item, over: try evaluateList(list, .strict), body: body, at: location)
        case let .set(scope, name, expression, _):
            let value = try evaluateList(expression, .literal)
            // Values are shared, not copied (`set a = a, a` holds `a` twice
            // by reference), but every later use walks them in full: a value
            // may hold only so many elements, each counted as a step.
            let elements = MergeValueSize.elements(of: value, upTo: limits.maxValueElements)
            guard elements <= limits.maxValueElements else {
                throw MomgenError.unreadableInput(expression.location,
                                                  "'set \(name)': a value of more than \(limits.maxValueElements) elements")
            }
            try spend(elements, at: expression.location)
            switch scope {
            case .global: contexts.globals?.values[name] = value
            case .engine: contexts.engine?.values[name] = value
            case .merge: mergeSymbols.values[name] = value
            case .local: (loopScopes.last ?? mergeSymbols).values[name] = value
            }
        case let .index(list, quotes, position, location):
            let value = try lookup(list, quotes: quotes, role: .strict, at: location)
            if case let .list(items) = value {
                // A position that is no number, infinite or past Int's range
                // (`1e300`, `9223372036854775807`, which a Double rounds up to
                // 2^63) names no element: nothing, as for any position outside the list.
                let number = (try evaluate(position, .literal).numberValue ?? 0).rounded(.towardZero)
                if let at = Int(exactly: number), items.indices.contains(at) {
                    try append(items[at].printed ?? "", at: location)
                }
            } else {
                try append(value.printed ?? "", at: location)
            }
        case let .block(nodes):
            try execute(nodes)
        case let .delayed(tag, delimiters):
            try runDelayed(tag, delimiters: delimiters)
        }
    }

    /// A tag built by tags, as MiscMerge's delayed parse runs it: the
    /// content merged in this rendering's contexts, the text it gives read
    /// as one tag and run here (`<$set a = <$name$>$>` sets `a` to the
    /// word the name prints). Reading it again costs a step per 64
    /// characters, so a long tag in a loop stays within the bound.
    private mutating func runDelayed(_ tag: TagText, delimiters: MergeDelimiters) throws {
        try spend(tag.content.count / 64 + 1, at: tag.location)
        let inner = try TemplateFolder(url: nil, limits: limits)
            .parse(source: tag.string, file: tag.location.file, delimiters: delimiters, includeStack: [])
        let outer = output
        output = ""
        try execute(inner)
        let built = TagText(content: Array(output.unicodeScalars), location: tag.location, contentStart: tag.contentStart)
        output = outer
        guard !built.content.allSatisfy({ $0.properties.isWhitespace }) else { return }
        let nodes = try TemplateParser(delimiters: delimiters, maxNesting: limits.maxNesting) { _, _, location in
            throw MomgenError.unreadableInput(location, "'include' in a tag built by tags")
        }.parseAlone(built)
        try execute(nodes)
    }

    /// Runs `body` once per element (or dictionary entry), with the element
    /// as `item` and its 0-based position as `itemIndex` (`itemKey` too for
    /// a dictionary). Anything else is iterated zero times.
    private mutating func loop(item: String, over value: MergeValue, body: [MergeNode], at location: SourceLocation) throws {
        var elements: [(key: String?, value: MergeValue)] = []
        switch value {
        case let .list(items): elements = items.map { (nil, $0) }
        case let .dictionary(dictionary): elements = dictionary.entries.map { ($0.key, $0.value) }
        default: return
        }
        let scope = MergeSymbols()
        contexts.append(.symbols(scope))
        loopScopes.append(scope)
        defer {
            contexts.removeLast()
            loopScopes.removeLast()
        }
        for (position, element) in elements.enumerated() {
            budget.loopIterations += 1
            guard budget.loopIterations <= budget.limits.maxLoopIterations else {
                throw MomgenError.unreadableInput(location, "more than \(budget.limits.maxLoopIterations) loop iterations in one run")
            }
            scope.values[item] = element.value
            scope.values[item + "Index"] = .number(Double(position))
            if let key = element.key { scope.values[item + "Key"] = .string(key) }
            try execute(body)
        }
    }

    private mutating func append(_ text: String, at location: SourceLocation?) throws {
        budget.outputBytes += text.utf8.count
        guard budget.outputBytes <= budget.limits.maxOutputBytes else {
            throw MomgenError.unreadableInput(location ?? SourceLocation(file: file),
                                              "output larger than \(budget.limits.maxOutputBytes) bytes in one run")
        }
        output += text
    }

    /// A list expression as a list (what `foreach`, `set` and `in` see);
    /// anything else as its value.
    private func evaluateList(_ expression: MergeExpression, _ role: Role) throws -> MergeValue {
        if case let .list(items) = expression { return .list(try items.map { try evaluate($0, role) }) }
        return try evaluate(expression, role)
    }

    /// The value of `expression`.
    func evaluate(_ expression: MergeExpression, _ role: Role) throws -> MergeValue {
        switch expression {
        case let .value(name, quotes, location):
            return try lookup(name, quotes: quotes, role: role, at: location)
        case let .negative(inner):
            let value = try evaluate(inner, .literal)
            return .number(-(value.numberValue ?? (value.isTrue ? 1 : 0)))
        case let .not(inner):
            return .bool(!(try evaluate(inner, role).isTrue))
        case let .math(operation, left, right):
            return try MathEvaluation.apply(operation, try evaluate(left, .literal), try evaluate(right, .literal), at: expression.location)
        case let .compare(operation, left, right):
            let (leftValue, rightValue) = (try evaluate(left, .literal), try evaluate(right, .literal))
            try spendWalking(leftValue, rightValue, at: expression.location)
            return .bool(operation.holds(for: MergeValue.compare(leftValue, rightValue)))
        case let .contains(negated, left, right):
            let needle = try evaluate(left, .literal)
            var found = false
            let haystack = try evaluateList(right, .literal)
            try spendWalking(needle, haystack, at: expression.location)
            if case let .list(items) = haystack {
                found = items.contains { MergeValue.compare(needle, $0) == .same }
            }
            return .bool(found != negated)
        case let .and(items):
            for item in items where !(try evaluate(item, role).isTrue) { return .bool(false) }
            return .bool(true)
        case let .or(items):
            for item in items where try evaluate(item, role).isTrue { return .bool(true) }
            return .bool(false)
        case let .list(items):
            return try items.last.map { try evaluate($0, role) } ?? .null
        }
    }

    /// The value a name stands for: a single-quoted string is itself; a
    /// name is looked up by its first key in the innermost context that has
    /// that key, then followed as a key path.
    func lookup(_ name: String, quotes: Int, role: Role, at location: SourceLocation) throws -> MergeValue {
        if quotes == 1 { return .string(name) }
        let keys = name.split(separator: ".", omittingEmptySubsequences: false)
        let first = String(keys[0])
        for context in contexts.reversed() {
            switch context {
            case let .symbols(symbols):
                if let value = symbols.values[first] {
                    // A key after a list maps over its elements, nested lists too.
                    if keys.count > 1 { try spendWalking(value, .null, at: location) }
                    return try KeyPathResolver.resolve(value, keys.dropFirst(), path: name, at: location)
                }
            case let .value(value):
                // The object's value is asked for once (computing a key such
                // as `noninheritedAttributes` twice per lookup was most of a
                // large model's run), then the rest of the path followed.
                if case let .object(object) = value, let found = object.mergeValue(forKey: first) {
                    return try KeyPathResolver.resolve(found, keys.dropFirst(), path: name, at: location)
                }
            }
        }
        if quotes == 2 || role == .literal || MergeValue.leadingNumber(name) != nil { return .string(name) }
        throw MomgenError.unreadableInput(location, "unknown key '\(name)'")
    }
}

extension Array where Element == MergeRun.Context {
    /// The run's global symbols (the first context).
    var globals: MergeSymbols? {
        if case let .symbols(symbols)? = first { return symbols }
        return nil
    }

    /// The engine's symbols (the second context).
    var engine: MergeSymbols? {
        if count > 1, case let .symbols(symbols) = self[1] { return symbols }
        return nil
    }
}
