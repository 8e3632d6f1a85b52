// The one place that decides the order a bundle's versions shipped in, from
// the strongest evidence at hand (`VersionOrderEvidence`): a declared order,
// the repository's history, the versions' identifiers when they form one
// numbering, the names when they follow one scheme. Every command that steps
// from one version to the next (versions, diff, lock, lint --all-versions,
// store, the SwiftData plan) takes its order from here, so they cannot
// disagree, and the compiled and source readers of one bundle order it alike.
// When the evidence disagrees, or only a guess is left, `notes` says so once.
import MomgenModel

/// A bundle's versions, oldest first, with what the order rests on.
public struct VersionOrder: Sendable, Equatable {
    /// What decided the order.
    public enum Basis: String, Sendable, Equatable {
        /// One version, or none.
        case single
        /// `version-order` in momgen.yml.
        case declared
        /// When each version first entered the repository's history.
        case history
        /// The versions' identifiers (`1.0`, `1.1`, `2.0`).
        case identifiers
        /// The names, which follow one scheme.
        case names
        /// The names, spelt in several ways (`V 23`, `V32`): by their number.
        case mixedNames = "mixed-names"
        /// The names, which follow no numbering: alphabetical, a guess.
        case guess
    }

    /// Version names, oldest first.
    public let names: [String]
    public let basis: Basis
    /// What the user should know about the order (disagreeing evidence, a
    /// guess, a current version that is not last), one sentence each.
    public let notes: [String]

    /// Decides the order of `evidence.names`.
    public init(_ evidence: VersionOrderEvidence) {
        let names = Array(Set(evidence.names)).sorted(by: NaturalOrder.precedes)
        let base = VersionNameScheme.base(of: names, bundleName: evidence.bundleName)
        let scheme = VersionNameScheme.of(names, base: base)
        let byName = VersionNameScheme.ordered(names, base: base, scheme: scheme)
        let byIdentifier = Self.identifierOrder(names, evidence.identifiers)
        let fallback = byIdentifier ?? byName
        var notes: [String] = []
        var basis: Basis
        var order: [String]
        if names.count < 2 {
            (basis, order) = (.single, names)
        } else if let declared = evidence.declared {
            basis = .declared
            var listed: [String] = []
            for name in declared.names where names.contains(name) && !listed.contains(name) { listed.append(name) }
            let unknown = declared.names.filter { !names.contains($0) }
            if !unknown.isEmpty {
                notes.append("the version order declared in \(declared.source) names \(Self.list(unknown)), not in the bundle")
            }
            let rest = fallback.filter { !listed.contains($0) }
            if !rest.isEmpty {
                notes.append("the version order declared in \(declared.source) leaves out \(Self.list(rest)): they follow it, ordered by \(byIdentifier != nil ? "their identifiers" : "name")")
            }
            order = listed + rest
        } else if let added = evidence.firstAdded, Set(names.map { added[$0] ?? Int.max }).count > 1 {
            basis = .history
            let position = Dictionary(uniqueKeysWithValues: fallback.enumerated().map { ($1, $0) })
            order = names.sorted { a, b in
                let (x, y) = (added[a] ?? Int.max, added[b] ?? Int.max)
                if x != y { return x < y }
                // Added by one commit (an import, a squash): names that both
                // end in a number (Stepik's `…_v26` … `…_v31`) go by it, the
                // rest as the names or identifiers order them.
                if let m = Self.trailingNumber(a), let n = Self.trailingNumber(b), m != n { return m.lexicographicallyPrecedes(n) }
                return (position[a] ?? 0) < (position[b] ?? 0)
            }
        } else if let byIdentifier {
            (basis, order) = (.identifiers, byIdentifier)
        } else {
            switch scheme {
            case .single, .one: basis = .names
            case .mixed: basis = .mixedNames
            case .none: basis = .guess
            }
            order = byName
            // The version named after the bundle comes first by the names,
            // unless it is the current one: then the others were added and
            // never made current, or (cyface-de/ios-backend's `v11model`
            // bundle: `1` saved by an older Xcode, `v11model` current) it
            // was made anew. A numbered version after the current one is
            // common (Xcode does not make a version it adds current) and stays.
            if let current = evidence.current, current == base, let last = order.last, current != last {
                let after = Array(order[(order.firstIndex(of: current)! + 1)...])
                order = order.filter { $0 != current } + [current]
                notes.append("the current version '\(current)' is taken as the newest, after \(Self.list(after)), which their names would put after it")
            }
        }
        let stronger = basis == .declared || basis == .history
        if stronger, let byIdentifier, let clash = Self.firstClash(order, byIdentifier) {
            notes.append("\(basis.phrase) puts '\(clash.0)' before '\(clash.1)', their identifiers the other way: following \(basis.phrase)")
        }
        if stronger || basis == .identifiers, scheme == .one || scheme == .mixed, let clash = Self.firstClash(order, byName) {
            notes.append("\(basis.phrase) puts '\(clash.0)' before '\(clash.1)', their names the other way: following \(basis.phrase)")
        }
        if basis == .mixedNames {
            let examples = VersionNameScheme.examples(order, base: base)
            notes.append("the version names are spelt in more than one way (\(Self.list(examples))): ordered by their numbers, ignoring spaces, '_' and '-'; declare the order (version-order in momgen.yml) if they shipped otherwise")
        } else if basis == .guess {
            notes.append("the version names follow no one numbering and nothing else gives their order (no version-order in momgen.yml, no git history, no version identifiers): they are ordered by name, which may not be the order they shipped in; declare it with version-order in momgen.yml")
        }
        if evidence.historyIsShallow, evidence.firstAdded != nil, basis != .declared, basis != .single {
            notes.append("the git clone is shallow, so its history starts after the first versions were added and cannot order them: fetch the whole history (actions/checkout's fetch-depth: 0, git fetch --unshallow) or declare the order with version-order in momgen.yml")
        }
        if let current = evidence.current, let last = order.last, current != last, let index = order.firstIndex(of: current) {
            let after = Array(order[(index + 1)...])
            notes.append("the current version '\(current)' is not the last by \(basis.phrase): \(Self.list(after)) come\(after.count == 1 ? "s" : "") after it")
        }
        self.names = order
        self.basis = basis
        self.notes = notes
    }

    /// The position of `name` in the order, if it is one of the versions.
    public func index(of name: String) -> Int? { names.firstIndex(of: name) }

    /// The order of `names` by identifier when every version has one, all
    /// are one dotted numbering (`1`, `1.1`, `v2.0.1`) and no two are equal.
    static func identifierOrder(_ names: [String], _ identifiers: [String: String]) -> [String]? {
        var numbers: [String: [Int]] = [:]
        for name in names {
            guard let identifier = identifiers[name], let number = Self.number(identifier) else { return nil }
            numbers[name] = number
        }
        func padded(_ n: [Int], _ count: Int) -> [Int] { n + Array(repeating: 0, count: max(0, count - n.count)) }
        let width = numbers.values.map(\.count).max() ?? 0
        guard Set(numbers.values.map { padded($0, width) }).count == names.count else { return nil }
        return names.sorted { padded(numbers[$0]!, width).lexicographicallyPrecedes(padded(numbers[$1]!, width)) }
    }

    /// `[1, 2, 0]` for `1.2.0` or `v1.2.0`; nil for anything else.
    static func number(_ identifier: String) -> [Int]? {
        var text = Substring(identifier.trimmingWhitespace)
        if text.first == "v" || text.first == "V" { text = text.dropFirst() }
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.isEmpty, parts.count <= 6 else { return nil }
        var result: [Int] = []
        for part in parts {
            guard !part.isEmpty, part.count <= 9, part.allSatisfy(\.isASCIIDigit), let value = Int(part) else { return nil }
            result.append(value)
        }
        return result
    }

    /// The first two versions `order` puts one way and `other` the other.
    static func firstClash(_ order: [String], _ other: [String]) -> (String, String)? {
        let position = Dictionary(uniqueKeysWithValues: other.enumerated().map { ($1, $0) })
        for (index, name) in order.enumerated() {
            for later in order[(index + 1)...] where (position[later] ?? 0) < (position[name] ?? 0) {
                return (name, later)
            }
        }
        return nil
    }

    /// `'A', 'B' and 3 more`.
    /// The number a name ends in, as dot-separated integers (`Model_v26` →
    /// [26], `Zulip 1.0` → [1, 0]); nil when it ends in no digit.
    static func trailingNumber(_ name: String) -> [Int]? {
        guard name.last?.isASCIIDigit == true else { return nil }
        let tail = String(name.reversed().prefix { $0.isASCIIDigit || $0 == "." }.reversed())
        let parts = tail.split(separator: ".").compactMap { Int($0) }
        return parts.isEmpty ? nil : parts
    }

    static func list(_ names: [String]) -> String {
        let shown = names.prefix(4).map { "'\($0)'" }.joined(separator: ", ")
        return names.count > 4 ? shown + " and \(names.count - 4) more" : shown
    }
}

extension VersionOrder.Basis {
    /// How a note names the evidence.
    public var phrase: String {
        switch self {
        case .single: return "the only version"
        case .declared: return "the declared order"
        case .history: return "the git history"
        case .identifiers: return "the version identifiers"
        case .names: return "their names"
        case .mixedNames: return "their numbers"
        case .guess: return "name"
        }
    }
}

extension String {
    /// Without leading and trailing spaces and newlines.
    var trimmingWhitespace: String {
        var text = Substring(self)
        while text.first?.isWhitespace == true { text = text.dropFirst() }
        while text.last?.isWhitespace == true { text = text.dropLast() }
        return String(text)
    }
}
