// Where a project keeps its `.motemplate` files when its command line does
// not say so usefully: the script's `--template-path` often points at a
// developer's home folder, or no command line is committed at all, while the
// templates themselves are in the repository. Objective-C output needs them
// (momgen has no Objective-C template set of its own), and they are the one
// way to give mogenerator's bytes back.
import MomgenProject

/// Finds template folders among a project's files.
///
/// For example, `motemplates/machine.h.motemplate` and
/// `motemplates/human.h.motemplate` give `motemplates` for Objective-C.
enum MogeneratorTemplateSearch {
    /// The folder (relative to the root) holding the machine template for
    /// the language, preferring one named as `written` ends, then the one
    /// nearest `model`, then path order; nil when the project has none.
    static func folder(root: String, objectiveC: Bool, written: String?, model: String) -> String? {
        let machine = objectiveC ? "machine.h.motemplate" : "machine.swift.motemplate"
        let folders = FileWalk(root: root).files { $0 == machine }.map { FileWalk.folder(of: $0) }
        let wanted = written?.split(separator: "/").last.map(String.init)
        func shared(_ folder: String) -> Int {
            zip(folder.split(separator: "/"), model.split(separator: "/")).prefix { $0 == $1 }.count
        }
        return folders.sorted { a, b in
            let named = (a.split(separator: "/").last.map(String.init) == wanted, b.split(separator: "/").last.map(String.init) == wanted)
            if named.0 != named.1 { return named.0 }
            if shared(a) != shared(b) { return shared(a) > shared(b) }
            return a < b
        }.first
    }
}
