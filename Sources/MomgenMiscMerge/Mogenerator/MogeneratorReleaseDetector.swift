// Which mogenerator release wrote a project's committed machine files:
// the files are rendered with each candidate release and compared byte for
// byte, and the release that reproduces the most of them is used. The
// files narrow the candidates first where a release's post-processing
// rules one out: a run of blank lines (two line breaks with only blanks
// between, three in a row) cannot come from 1.28 or later, which collapse
// every such run; Swift output cannot come from before 1.28, which had no
// `--swift`. Cost: at most one render per release (13), each within the
// run's own bounds; `init` and `momgen mogenerator` call it once.
import Foundation

/// The release found for a project's committed machine files.
public struct MogeneratorReleaseDetection: Sendable, Equatable {
    /// The release to use.
    public let release: MogeneratorRelease
    /// Committed machine files its output reproduces byte for byte.
    public let identical: Int
    /// Committed machine files compared.
    public let compared: Int
    /// Every candidate reproducing as many files (release order).
    public let equallyGood: [MogeneratorRelease]
    /// Candidates ruled out by the files themselves, and why.
    public let ruledOut: String?

    /// One line saying which release and why.
    public var summary: String {
        var line = "mogenerator \(release.rawValue)'s output: \(identical) of \(compared) committed machine files identical"
        if equallyGood.count > 1 {
            line += " (\(equallyGood.map(\.rawValue).joined(separator: ", ")) give the same; the newest is used)"
        }
        if let ruledOut { line += "; \(ruledOut)" }
        return line
    }
}

/// Finds the release whose output the committed files are.
public enum MogeneratorReleaseDetector {
    /// The releases the committed files allow, with why others are out.
    public static func candidates(committed: [String: Data], swift: Bool) -> ([MogeneratorRelease], String?) {
        var releases = MogeneratorRelease.allCases
        var reasons: [String] = []
        if swift {
            releases.removeAll { !$0.knowsSwift }
            reasons.append("Swift output: 1.28 or later")
        }
        if let file = committed.keys.sorted().first(where: { hasUncollapsedBlankLines(committed[$0]!) }) {
            releases.removeAll { $0.collapsesBlankLines }
            reasons.append("\(file) keeps a run of blank lines: before 1.28")
        }
        // Files that contradict each other leave nothing: compare with every release instead.
        if releases.isEmpty { return (MogeneratorRelease.allCases, nil) }
        return (releases, reasons.isEmpty ? nil : reasons.joined(separator: ", "))
    }

    /// The release among the candidates whose rendering reproduces the most
    /// committed files (the newest of equals), or nil when there is nothing
    /// to compare. `render` gives a release's files; a release whose
    /// rendering fails counts as reproducing none.
    public static func detect(committed: [String: Data], swift: Bool,
                              render: (MogeneratorRelease) throws -> [MogeneratorFile]) -> MogeneratorReleaseDetection? {
        guard !committed.isEmpty else { return nil }
        let (releases, ruledOut) = candidates(committed: committed, swift: swift)
        var scores: [(MogeneratorRelease, Int)] = []
        for release in releases {
            let files = (try? render(release)) ?? []
            let written = Dictionary(files.filter { !$0.isHuman }.map { ($0.name, Data($0.contents.utf8)) }, uniquingKeysWith: { first, _ in first })
            scores.append((release, committed.filter { written[$0.key] == $0.value }.count))
        }
        guard let best = scores.map(\.1).max() else { return nil }
        let equals = scores.filter { $0.1 == best }.map(\.0)
        return MogeneratorReleaseDetection(release: equals.last!, identical: best, compared: committed.count, equallyGood: equals,
                                           ruledOut: ruledOut)
    }

    /// Whether `data` holds two line breaks with only spaces and tabs
    /// between them, followed by a third: what 1.28's collapsing removes.
    static func hasUncollapsedBlankLines(_ data: Data) -> Bool {
        var breaks = 0
        for byte in data {
            switch byte {
            case UInt8(ascii: "\n"):
                breaks += 1
                if breaks >= 3 { return true }
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                continue
            default:
                breaks = 0
            }
        }
        return false
    }
}
