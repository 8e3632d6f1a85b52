// A parsed template: a tree of commands, each with the location it came
// from so that an error while running points at the template.
import MomgenDiagnostics

/// One command of a parsed template.
///
/// For example, `<$foreach A noninheritedAttributes do$>x<$endforeach do$>`
/// is one `.foreach` whose body is `[.text("x")]`.
indirect enum MergeNode {
    /// Text copied as it is.
    case text(String)
    /// A field: the expression's value printed (nothing for nil).
    case field(MergeExpression, SourceLocation)
    /// `if` … `elseif` … `else` … `endif` (an `elseif` is an `if` inside the
    /// `else` branch, as MiscMerge builds it).
    case conditional(MergeExpression, then: [MergeNode], otherwise: [MergeNode], SourceLocation)
    /// `foreach item list [name]` … `endforeach [name]`.
    case foreach(item: String, list: MergeExpression, body: [MergeNode], SourceLocation)
    /// `set`, `setglobal`, `setengine`, `setmerge`, `setlocal`, `identify`.
    case set(SetScope, name: String, MergeExpression, SourceLocation)
    /// `index list position`: one element of a list.
    case index(list: String, quotes: Int, position: MergeExpression, SourceLocation)
    /// The commands of an included file.
    case block([MergeNode])
    /// A tag built by the tags inside it: merged when it runs, the result
    /// read as one field, `set` or `index` tag and run.
    case delayed(TagText, MergeDelimiters)
}

/// Where `set` stores a value.
enum SetScope {
    /// Shared by every template of a run (`set`, `setglobal`, `identify`):
    /// MiscMerge's class-wide global symbols.
    case global
    /// This engine's symbols (`setengine`), beside `TemplateVar`.
    case engine
    /// This rendering's symbols (`setmerge`).
    case merge
    /// The innermost `foreach` (`setlocal`), else this rendering.
    case local
}
