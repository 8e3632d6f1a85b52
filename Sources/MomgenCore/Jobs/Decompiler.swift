// `momgen decompile`: a compiled model back to source. A `.mom` or a store
// gives one `<Name>.xcdatamodel`; a `.momd` gives `<Name>.xcdatamodeld` with
// every version and an `.xccurrentversion` naming the current one. Files are
// returned as (relative path, text), so the command decides where and how
// they are written.
import MomgenCompiled
import MomgenDiagnostics
import MomgenModel
import MomgenReader

/// Turns a compiled model into `.xcdatamodel(d)` files.
public struct Decompiler: Sendable {
    public var reader: CompiledModelReader

    public init(reader: CompiledModelReader = CompiledModelReader()) {
        self.reader = reader
    }

    /// The files for the compiled model at `path`, in a stable order.
    public func files(for path: String) throws -> [(path: String, contents: String)] {
        try decompile(path).files
    }

    /// The files for the compiled model at `path`, in a stable order, and
    /// the notes the reader made (what it kept as unknown), per file read.
    public func decompile(_ path: String) throws -> (files: [(path: String, contents: String)], notes: [(file: String, note: String)]) {
        guard let kind = CompiledInput.of(path) else {
            throw MomgenError.unreadableInput(SourceLocation(file: path), "not a compiled model: decompile reads a .mom, a .momd bundle or a Core Data store")
        }
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        let name = Self.safeName(Self.baseName(trimmed))
        // What no compiled model keeps, said once: the decompiled model
        // leaves it out rather than invent it.
        var notes: [(file: String, note: String)] = [(trimmed, Self.lossNote)]
        func contents(_ compiled: CompiledModel, file: String) throws -> String {
            notes += compiled.notes.map { (file, $0) }
            do {
                return try ModelXMLWriter.contents(compiled.model)
            } catch let error as UnwritableModelText {
                throw MomgenError.unreadableInput(SourceLocation(file: file), error.description)
            }
        }
        switch kind {
        case .mom:
            return ([("\(name).xcdatamodel/contents", try contents(try reader.readMom(trimmed), file: trimmed))], notes)
        case .store:
            let compiled = try reader.readStore(trimmed)
            let identifier = compiled.model.userDefinedModelVersionIdentifier ?? ""
            let folder = identifier.isEmpty ? name : Self.safeName(identifier)
            return ([("\(folder).xcdatamodel/contents", try contents(compiled, file: trimmed))], notes)
        case .bundle:
            let bundle = try CompiledBundle(path: trimmed, limits: reader.limits)
            // A bundle without its current version would decompile to one
            // without .xccurrentversion, silently: refuse instead (exit 3).
            if let problem = bundle.optimizedCurrentProblem {
                throw MomgenError.unreadableInput(SourceLocation(file: trimmed), problem)
            }
            for version in bundle.optimizedOnlyVersions {
                notes.append((trimmed, "version '\(version)' is in the bundle only as \(version).omo (the optimized format), which momgen does not read; it is not decompiled"))
            }
            var files: [(path: String, contents: String)] = []
            for version in bundle.versions {
                let text = try contents(try reader.readMom(bundle.momPath(version)), file: bundle.momPath(version))
                files.append(("\(name).xcdatamodeld/\(Self.safeName(version)).xcdatamodel/contents", text))
            }
            if let current = bundle.current {
                files.append(("\(name).xcdatamodeld/.xccurrentversion", Self.currentVersionPlist(Self.safeName(current))))
            } else {
                notes.append((trimmed, "the bundle names no current version it holds (VersionInfo.plist), so no .xccurrentversion is written; set the current version in Xcode"))
            }
            return (files, notes)
        }
    }

    /// The facts every compiled model loses (`CompiledFormLoss`), in one line.
    static var lossNote: String {
        "not kept by a compiled model, so not in the decompiled one: "
            + CompiledFormLoss.allCases.filter(\.isInEveryArchive).map(\.summary).joined(separator: "; ")
    }

    /// `Model` for `…/Model.momd`, `…/Model.mom` or `…/Model.sqlite`.
    static func baseName(_ path: String) -> String {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return last }
        return String(last[..<dot])
    }

    /// A file or folder name made from a model's names (file names, version
    /// identifiers): path separators, control characters, line and paragraph
    /// separators and bidi controls become `_`, and a leading dot is
    /// prefixed, so the name stays one harmless path component and prints as
    /// one plain line.
    static func safeName(_ name: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in name.unicodeScalars {
            let value = scalar.value
            let unsafe = value < 0x20 || (0x7F ... 0x9F).contains(value) || value == 0x2028 || value == 0x2029
                || (0x200E ... 0x200F).contains(value) || (0x202A ... 0x202E).contains(value) || (0x2066 ... 0x2069).contains(value)
                || scalar == "/" || scalar == "\\" || scalar == ":"
            out.append(unsafe ? "_" : scalar)
        }
        let text = String(out)
        return text.isEmpty || text.hasPrefix(".") ? "_" + text : text
    }

    static func currentVersionPlist(_ version: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>_XCCurrentVersionName</key>
        \t<string>\(XMLText.escaped(version)).xcdatamodel</string>
        </dict>
        </plist>

        """
    }
}
