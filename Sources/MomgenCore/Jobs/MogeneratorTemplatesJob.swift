// `template-path:` in momgen.yml: the team's own `.motemplate` files,
// run by MomgenMiscMerge's `MogeneratorRun` exactly as `momgen mogenerator
// --template-path` runs them, into the entry's machine and human folders.
// Every file is rendered before any is written, so a template error writes
// nothing.
import Foundation
import MomgenDiagnostics
import MomgenMiscMerge
import MomgenWriter

/// One model entry's run of a mogenerator template folder.
public struct MogeneratorTemplatesJob {
    /// The template folder, resolved against the configuration's folder.
    public var templates: String
    public var machineFolder: String
    public var humanFolder: String
    public var settings: MogeneratorSettings
    /// `template-vars`, split at their first `=`, in file order.
    public var templateVariables: [(String, String)]
    public var configuration: String?
    /// Where the entry is, for an error about its folder.
    public var location: SourceLocation
    /// `includem`/`includeh`: the aggregate include files to write, if any.
    public var includeM: String?
    public var includeH: String?

    public init(templates: String, machineFolder: String, humanFolder: String, settings: MogeneratorSettings,
                templateVariables: [String], configuration: String?, location: SourceLocation,
                includeM: String? = nil, includeH: String? = nil) {
        self.includeM = includeM
        self.includeH = includeH
        self.templates = templates
        self.machineFolder = machineFolder
        self.humanFolder = humanFolder
        self.settings = settings
        self.templateVariables = templateVariables.map { pair in
            let equals = pair.firstIndex(of: "=") ?? pair.endIndex
            return (String(pair[..<equals]), equals == pair.endIndex ? "" : String(pair[pair.index(after: equals)...]))
        }
        self.configuration = configuration
        self.location = location
    }

    /// The files for `loaded`: machine files rewritten when their bytes
    /// change (replacing only a file that starts with the same first line,
    /// so a hand-written file of the same name is refused), human files
    /// created once.
    public func outputs(for loaded: LoadedModel) throws -> [OutputFile] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: templates, isDirectory: &isFolder), isFolder.boolValue else {
            throw MomgenError.unreadableInput(location, "template-path: the template folder '\(templates)' does not exist")
        }
        if let problem = settings.insertedTextProblem { throw MomgenError.unreadableInput(location, problem) }
        let run = MogeneratorRun(settings: settings, templateVariables: templateVariables, configuration: configuration,
                                 templates: TemplateFolder(url: URL(fileURLWithPath: templates)), includeM: includeM, includeH: includeH)
        return Self.outputFiles(try run.render(loaded.resolved), machineFolder: machineFolder, humanFolder: humanFolder)
    }

    /// What a run's files are to the writer, for momgen.yml's entries and
    /// `momgen mogenerator` alike: machine files rewritten when their bytes
    /// change, replacing only a file that starts with the same header
    /// (`header(of:fileName:)`); human files created once; include files
    /// replacing only a file of `#import` lines.
    public static func outputFiles(_ files: [MogeneratorFile], machineFolder: String, humanFolder: String) -> [OutputFile] {
        files.map { file in
            guard file.entityName != nil else {
                // includem/includeh: a path of its own, rewritten when it changes.
                let folder = (file.name as NSString).deletingLastPathComponent
                var include = OutputFile(folder: folder.isEmpty ? "." : folder, path: (file.name as NSString).lastPathComponent,
                                         contents: file.contents, policy: .regenerate)
                // Such a file is nothing but #import lines: one that is not was not written by a run.
                include.ownShape = .importLines
                return include
            }
            if file.isHuman {
                return OutputFile(folder: humanFolder, path: file.name, contents: file.contents, policy: .createOnce)
            }
            return OutputFile(folder: machineFolder, path: file.name, contents: file.contents, policy: .regenerate,
                              header: Self.header(of: file.contents, fileName: file.name))
        }
    }

    /// The header an existing machine file must start with to be replaced:
    /// the output's lines from the top through the first that says something
    /// besides the file's own name (a letter or digit once `fileName` is
    /// taken out). A first line alone proves nothing when it is a bare `//`
    /// (PONSO's templates start `//`, `//  _Book.h`, as does every file Xcode
    /// creates): the header then runs on to the template's own words ("DO NOT
    /// EDIT. This file is machine-generated"), which a hand-written file does
    /// not have. For mogenerator's own templates that is the first line, as before.
    static func header(of contents: String, fileName: String) -> String {
        var end = contents.startIndex
        for _ in 0..<Self.maxHeaderLines {
            let lineEnd = contents[end...].firstIndex { $0 == "\n" || $0 == "\r" || $0 == "\r\n" } ?? contents.endIndex
            var line = String(contents[end..<lineEnd])
            if !fileName.isEmpty { line = line.replacingOccurrences(of: fileName, with: "") }
            if line.contains(where: { $0.isLetter || $0.isNumber }) || lineEnd == contents.endIndex {
                return String(contents[..<lineEnd])
            }
            end = contents.index(after: lineEnd)
        }
        return String(contents[..<contents.index(before: end)])
    }

    /// The most lines a header runs to.
    static let maxHeaderLines = 20

    /// The template folder's files and every file its templates include,
    /// from subfolders too, in name order: inputs of the stamp (an edited
    /// include makes the build stale) and files no output may replace.
    public func inputs() -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: templates)) ?? []
        let own = names.sorted().map { templates + "/" + $0 }.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
        }
        let folder = URL(fileURLWithPath: templates)
        let run = MogeneratorRun(settings: settings, templates: TemplateFolder(url: folder))
        // Spelled from the folder as momgen.yml gives it, as the folder's own files are.
        let prefix = folder.path + "/"
        let included = run.includedFiles().map { $0.hasPrefix(prefix) ? templates + "/" + $0.dropFirst(prefix.count) : $0 }
        return own + included.filter { !own.contains($0) }
    }
}
