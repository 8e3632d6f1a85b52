// Where the compiled reader's notes go: what an archive held that momgen
// keeps as unknown (an archived class it does not decode, a predicate part
// it writes as `<Class>`, a default value it skips). They change no exit
// status, but a user reading a generated file or a decompiled model must be
// able to learn that something was left out, so every command that reads a
// compiled model shows them, one `note:` line each on standard error.
import Foundation
import MomgenDiagnostics

/// A receiver for the notes of each compiled model read.
public struct CompiledModelNotes: Sendable {
    /// Called once per compiled file read, with its notes (sorted, unique).
    public let report: @Sendable (_ file: String, _ notes: [String]) -> Void

    public init(_ report: @escaping @Sendable (_ file: String, _ notes: [String]) -> Void) {
        self.report = report
    }

    /// `FILE: note: TEXT` lines on standard error, both parts escaped for a
    /// terminal (names in an archive are untrusted).
    public static let standardError = CompiledModelNotes { file, notes in
        for note in notes {
            let line = "\(TerminalText.escaped(file)): note: \(TerminalText.escaped(note))\n"
            FileHandle.standardError.write(Data(line.utf8))
        }
    }

    /// Drops the notes (tests, and callers that show them otherwise).
    public static let ignored = CompiledModelNotes { _, _ in }
}
