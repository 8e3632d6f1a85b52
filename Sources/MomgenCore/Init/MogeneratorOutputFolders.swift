// Where a project keeps the files mogenerator wrote for one model: the
// folder holding most of its machine files (`_Book.swift` with mogenerator's
// header) and the folder holding most of its human files (`Book.swift`), so
// that `momgen init` points momgen at them instead of writing a second copy
// of every class somewhere else.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MomgenProject

/// The machine and human folders of one model's mogenerator files.
///
/// For example, `Model/ModelMachine/_Session.swift` and
/// `Model/ModelHuman/Session.swift` give `machine: Model/ModelMachine` and
/// `human: Model/ModelHuman`.
public struct MogeneratorOutputFolders: Sendable, Equatable {
    public var machine: String
    public var human: String?
    /// How many of the model's classes have a machine file there.
    public var machineFiles: Int
    /// Whether a machine file shows Swift 2-era output (before 1.31).
    public var isSwift2Era: Bool
    /// Whether the machine files are Objective-C (`_Book.h`/`_Book.m` pairs).
    public var isObjectiveC = false

    /// The folders for the classes named `classNames`, among `swiftFiles`
    /// (paths relative to `root`), or nil when no machine file is found.
    public static func locate(classNames: Set<String>, swiftFiles: [String], root: String) -> MogeneratorOutputFolders? {
        var machineCounts: [String: Int] = [:], humanCounts: [String: Int] = [:]
        var swift2 = false
        var objectiveCFiles = 0, swiftMachineFiles = 0
        for path in swiftFiles {
            let name = path.split(separator: "/").last.map(String.init) ?? path
            let folder = MogeneratorInvocationSearch.folder(of: path)
            // `_Book.h` and `_Book.m` are one class's pair: the header counts it.
            guard let stem = Self.stem(of: name), !name.hasSuffix(".m") else { continue }
            if stem.hasPrefix("_"), classNames.contains(String(stem.dropFirst())),
               let text = GeneratorDetection.head(of: root + "/" + path), GeneratorDetection.isMogeneratorMachineText(text) {
                machineCounts[folder, default: 0] += 1
                if name.hasSuffix(".h") { objectiveCFiles += 1 } else { swiftMachineFiles += 1 }
                if isSwift2Era(text) { swift2 = true }
            } else if classNames.contains(stem) {
                humanCounts[folder, default: 0] += 1
            }
        }
        // Most files first; ties go to the shorter, then the smaller path, so the choice is stable.
        func best(_ counts: [String: Int]) -> (String, Int)? {
            counts.max { a, b in a.value != b.value ? a.value < b.value : (a.key.count != b.key.count ? a.key.count > b.key.count : a.key > b.key) }
                .map { ($0.key, $0.value) }
        }
        guard let (machine, count) = best(machineCounts) else { return nil }
        return MogeneratorOutputFolders(machine: machine.isEmpty ? "." : machine,
                                        human: best(humanCounts).map { $0.0.isEmpty ? "." : $0.0 },
                                        machineFiles: count, isSwift2Era: swift2, isObjectiveC: objectiveCFiles > swiftMachineFiles)
    }

    /// `Book` for `Book.swift`, `Book.h` or `Book.m`; nil for other files.
    static func stem(of name: String) -> String? {
        for ending in [".swift", ".h", ".m"] where name.hasSuffix(ending) { return String(name.dropLast(ending.count)) }
        return nil
    }

    /// What the machine files are called in notes: `_X.swift` or `_X.h/_X.m`.
    public var machineFileNames: String { isObjectiveC ? "_X.h/_X.m" : "_X.swift" }

    /// Swift 2-era machine files (mogenerator before 1.31): the implicitly
    /// unwrapped context initialiser and Foundation's `NSDate`.
    public static func isSwift2Era(_ text: String) -> Bool {
        text.contains("managedObjectContext: NSManagedObjectContext!") || text.contains("NSManagedObjectContext!)")
            || (text.contains(": NSDate") && !text.contains(": Date"))
    }
}
