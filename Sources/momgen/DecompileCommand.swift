// `momgen decompile`: a compiled model (.mom, .momd, or a store's model
// cache) written back as an .xcdatamodel / .xcdatamodeld that Xcode opens.
import ArgumentParser
import Foundation
import MomgenCore
import MomgenDiagnostics
import MomgenWriter

struct DecompileCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "decompile",
        abstract: "Write a compiled model (.mom, .momd, or a Core Data store's own model) as an .xcdatamodel(d).",
        discussion: """
        A .mom or a store gives NAME.xcdatamodel (a store's model is named by its version identifier \
        when it has one); a .momd gives NAME.xcdatamodeld with every version and its .xccurrentversion. \
        The XML is the dialect current Xcode writes, the same bytes on every run. What a compiled model \
        does not keep (layout, comments, code generation settings, scalar types, property order) is absent.
        """
    )

    @Argument(help: "The compiled model: a .mom file, a .momd bundle, or a Core Data SQLite store.")
    var model: String

    @Option(name: .shortAndLong, help: "The folder to write into (created when missing).")
    var output: String

    func run() throws {
        let decompiled = try Decompiler().decompile(model)
        // What the archive held that the source cannot say: one note each.
        for (file, note) in decompiled.notes { printNote(note, about: file) }
        try Self.write(decompiled.files, into: output, listing: true, inputs: ProtectedInputs([model]))
    }

    /// Writes `files` below `folder` through momgen's writer (atomically,
    /// only when the bytes change, never outside `folder`, never through a
    /// link or over a special file, never over one of `inputs`); lists each
    /// file's relative path, in the decompiler's order, when `listing`.
    /// An existing file with other bytes is refused before anything is
    /// written: decompiled XML looks like Xcode's, so nothing tells a
    /// hand-written `contents` from an earlier decompile, and a model is
    /// never silently replaced.
    static func write(_ files: [(path: String, contents: String)], into folder: String, listing: Bool,
                      inputs: ProtectedInputs) throws {
        let outputs = files.map { OutputFile(folder: folder, path: $0.path, contents: $0.contents, policy: .regenerate) }
        let plan = try OutputWriter().write(outputs, mode: .plan, inputs: inputs)
        if let existing = plan.first(where: { $0.action == .update }) {
            throw MomgenError.output(path: TerminalText.escaped(existing.path), "refusing to overwrite: the file holds another model than the decompiled one (it may be hand-written); move it away or write into another folder")
        }
        _ = try OutputWriter().write(outputs, mode: .write, inputs: inputs)
        if listing {
            for file in files { print(TerminalText.escaped(file.path)) }
        }
    }
}
