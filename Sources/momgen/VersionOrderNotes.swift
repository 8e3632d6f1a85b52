// The notes a command prints, once, on standard error when a bundle's version
// order rests on disagreeing evidence or on a guess.
import MomgenDiagnostics
import MomgenVersions

/// Prints `VersionOrder.notes`.
enum VersionOrderNotes {
    /// One `note:` line per note, naming the bundle, on standard error.
    static func print(_ order: VersionOrder?, bundle: String?) {
        guard let order else { return }
        for note in order.notes {
            printError("note: \(TerminalText.escaped(bundle ?? "")): version order: \(TerminalText.escaped(note))")
        }
    }
}
