// `momgen generate SOURCES --freeze-as NAME --output FOLDER`: the frozen copy
// of SwiftData's live classes (MomgenSwiftSource's freezer, proven there),
// written once as FOLDER/NAME.swift (FOLDER/NAME+Frozen.swift when
// it extends a declared schema NAME). A frozen schema is never rewritten: a
// file of that name is left as it is when it holds the same bytes, and
// refused otherwise, whoever wrote it.
import ArgumentParser
import MomgenDiagnostics
import MomgenSwiftSource
import MomgenVersions
import MomgenWriter

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension GenerateCommand {
    func runFreeze(_ name: String) throws {
        let model = modelOptions.model
        guard SwiftSourceFiles.isSwiftSource(model) else {
            throw MomgenError.usage("--freeze-as reads SwiftData code: MODEL must be a .swift file or a folder of them, not '\(TerminalText.escaped(model))'")
        }
        if modelOptions.modelVersion != nil || templatePath != nil {
            throw MomgenError.usage("--freeze-as copies the live classes; --model-version and --template-path do not apply to it")
        }
        let version = try freezeVersion.map { text -> [Int] in
            let numbers = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
            guard !numbers.isEmpty, numbers.allSatisfy({ $0 != nil }) else {
                throw MomgenError.usage("--freeze-version '\(TerminalText.escaped(text))' is no version: one to three numbers, such as 2.0.0")
            }
            return numbers.compactMap { $0 }
        }
        let files = try SwiftSourceFiles().read(modelOptions.paths)
        let lockPath = VersionLock.defaultPath(forModel: model)
        let lock = FileManager.default.fileExists(atPath: lockPath) ? try VersionLock.read(lockPath) : nil
        let frozen = try SwiftSchemaFreezer().freeze(files, as: name, version: version, outputFolder: output,
                                                    locked: lock?.version(named: name))
        let file = OutputFile(folder: output, path: frozen.fileName, contents: frozen.text, policy: .createOnce)
        if let existing = FileManager.default.contents(atPath: file.displayPath) {
            guard existing == Data(frozen.text.utf8) else {
                throw MomgenError.output(path: TerminalText.escaped(file.displayPath), "refusing to write: the file exists, and a frozen schema is written once and never replaced; move it away or choose another --freeze-as name")
            }
            print("unchanged \(TerminalText.escaped(file.displayPath))")
            return
        }
        let mode: OutputWriter.Mode = check || dryRun ? .plan : .write
        let results = try OutputWriter().write([file], mode: mode, inputs: ProtectedInputs(files.map(\.path) + [lockPath]))
        for result in results { print(result.line) }
        printError(Self.freezeNote(frozen).split(separator: "\n").map { TerminalText.escaped(String($0)) }.joined(separator: "\n"))
        if check, !dryRun, results.contains(where: { $0.action.changesDisk }) {
            throw ExitCode(ExitStatus.problemsFound)
        }
    }

    /// What the freeze did, what it left out, and the next steps.
    static func freezeNote(_ frozen: SwiftFrozenSchema) -> String {
        let count = frozen.classes.count
        var lines = [
            frozen.extendsExisting
                ? "note: froze the \(count) live class\(count == 1 ? "" : "es") \(frozen.schema) listed (\(frozen.classes.joined(separator: ", "))) as copies in an extension of \(frozen.schema); its models now name them"
                : "note: froze \(count) live class\(count == 1 ? "" : "es") (\(frozen.classes.joined(separator: ", "))) as the new schema \(frozen.schema), version \(frozen.versionIdentifier ?? "-")",
            "note: read back, \(frozen.schema)'s checksum is \(frozen.checksum), every entity hash as before the freeze",
        ]
        if frozen.isHistorical, !frozen.checkedAgainstLock {
            lines.append("warning: \(frozen.schema) is not the newest schema and no lock records it: the copies are the live classes as they are now, which is what \(frozen.schema)'s stores hold only if none of them changed since it shipped; check their history (git log -p on their files) and, where one changed, restore it in the copy as released (a changed copy changes \(frozen.schema)'s checksum: compare it with a store's, momgen store STORE --model SOURCES)")
        }
        if !frozen.inexactEntities.isEmpty {
            lines.append("note: momgen cannot compute the hashes of \(frozen.inexactEntities.joined(separator: ", ")) exactly (see momgen versions); the proof holds for what it computes")
        }
        if !frozen.sharedTypes.isEmpty {
            lines.append("note: still shared with the live code, so an edit to one changes \(frozen.schema)'s checksum: \(frozen.sharedTypes.joined(separator: ", "))")
        }
        if frozen.droppedMembers > 0 || !frozen.droppedConformances.isEmpty {
            var left: [String] = []
            if frozen.droppedMembers > 0 { left.append("\(frozen.droppedMembers) method\(frozen.droppedMembers == 1 ? "" : "s"), computed propert\(frozen.droppedMembers == 1 ? "y" : "ies") or subscript\(frozen.droppedMembers == 1 ? "" : "s")") }
            if !frozen.droppedConformances.isEmpty { left.append("the conformances \(frozen.droppedConformances.joined(separator: ", "))") }
            lines.append("note: the copies leave out \(left.joined(separator: " and ")) of the live classes: they hold no stored data, and a frozen copy is only read by migrations")
        }
        if !frozen.namesInInitializers.isEmpty {
            lines.append("warning: the copies keep their initializers, and \(frozen.namesInInitializers.joined(separator: ", ")), which the copy leaves out: edit those initializers in the frozen file, or the app does not compile")
        }
        lines.append(frozen.extendsExisting
            ? "note: next: run momgen lock on the sources, so lint refuses a later change to \(frozen.schema)"
            : "note: next: add \(frozen.schema).self to the plan's schemas (and a stage to it), then run momgen lock --all on the sources")
        return lines.joined(separator: "\n")
    }
}
