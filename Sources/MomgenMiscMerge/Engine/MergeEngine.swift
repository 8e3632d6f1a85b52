// Runs a parsed template against a main object, as MiscMergeEngine does:
// names are looked up through a stack of contexts (run globals, engine
// symbols such as `TemplateVar`, the main object, this rendering's symbols,
// then each open `foreach`), innermost first, by the key path's first key.
import MomgenDiagnostics

/// A template with its engine symbols, rendering one object at a time.
///
/// For example, mogenerator's machine template gets `TemplateVar` as an
/// engine symbol and renders each entity in turn.
public final class MergeEngine {
    public let template: MergeTemplate
    public let limits: MergeLimits
    /// Shared with every other engine of the same run (`set`).
    public let globals: MergeSymbols
    /// This engine's own symbols (`TemplateVar`, `setengine`).
    public let engineSymbols: MergeSymbols

    /// What the run has spent: shared with every other engine of the same
    /// run, so the output, loop and step bounds hold for the run.
    public let budget: MergeBudget

    /// An engine; `budget` (by default one of its own with `limits`) is
    /// the run's, passed to every engine of the run.
    public init(template: MergeTemplate, limits: MergeLimits = .standard, globals: MergeSymbols = MergeSymbols(),
                engineSymbols: MergeDictionary = MergeDictionary(), budget: MergeBudget? = nil) {
        self.template = template
        self.limits = limits
        self.globals = globals
        self.engineSymbols = MergeSymbols(engineSymbols)
        self.budget = budget ?? MergeBudget(limits: limits)
    }

    /// The text the template writes for `mainObject`, or the first error,
    /// located in the template.
    public func render(_ mainObject: MergeValue?) throws -> String {
        var run = MergeRun(file: template.file, limits: limits, budget: budget, contexts: [.symbols(globals), .symbols(engineSymbols)])
        if let mainObject { run.contexts.append(.value(mainObject)) }
        let mergeSymbols = MergeSymbols()
        run.contexts.append(.symbols(mergeSymbols))
        run.mergeSymbols = mergeSymbols
        try run.execute(template.nodes)
        return run.output
    }
}
