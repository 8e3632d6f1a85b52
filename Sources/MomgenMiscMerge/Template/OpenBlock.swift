// A block the parser has opened and not yet closed: the root, an `if`
// (possibly already in its `else`), or a `foreach`.
import MomgenDiagnostics

/// A block under construction.
struct OpenBlock {
    /// What kind of block this is.
    enum Kind {
        case root
        /// An `if`; `chained` is true for one opened by `elseif`, which the
        /// `endif` of its chain closes too.
        case conditional(MergeExpression, chained: Bool)
        case foreach(item: String, list: MergeExpression, loopName: String?)
    }

    let kind: Kind
    /// Where the command that opened it is.
    let location: SourceLocation
    /// The commands of the `then` branch (or the whole body).
    var nodes: [MergeNode] = []
    /// The commands of the `else` branch, once `else` was seen.
    var otherwise: [MergeNode]?
    /// `else`s after the first: each makes one `endif` stay in the branch.
    var extraElses = 0

    /// Appends to the branch being filled.
    mutating func append(_ node: MergeNode) {
        if otherwise != nil { otherwise!.append(node) } else { nodes.append(node) }
    }

    /// The finished node.
    var node: MergeNode {
        switch kind {
        case .root: return .block(nodes)
        case let .conditional(condition, _): return .conditional(condition, then: nodes, otherwise: otherwise ?? [], location)
        case let .foreach(item, list, _): return .foreach(item: item, list: list, body: nodes, location)
        }
    }

    /// The word that opened it, for messages.
    var opener: String {
        switch kind {
        case .root: return "template"
        case .conditional(_, let chained): return chained ? "elseif" : "if"
        case .foreach: return "foreach"
        }
    }
}
