// Type-checks identical inputs once per test process (issue 45).
//
// The corpus runs hand the compiler the same files again and again: a model
// whose entities all have momgen's codegen generates the same files with and
// without `--include-xcode-generated`, and consecutive versions of a bundle
// often generate the same classes (measured on the 148 corpus versions: 116
// of the 147 mogenerator-layout runs with Xcode's entities equal the run
// without; 108 distinct file sets among 147 in the default run; 118 among 147
// in the swiftdata layout). The compiler's verdict on a module depends only on
// its files' bytes, their names and the flags, so an input equal in all of
// those to one already checked gets that check's result, its paths moved to
// the new folder. The memo is this process's memory only: no run trusts an
// earlier run, and every distinct input is still type-checked.
import Foundation

/// One type-check input: the compiler's flags (files left out) and each
/// file by its path below the files' common folder, with its bytes.
struct TypecheckInput: Hashable {
    var flags: [String]
    var files: [TypecheckFile]

    /// Reads `files`; nil when one cannot be read (such a check is never shared).
    init?(flags: [String], files: [URL]) {
        let root = Self.commonFolder(of: files)
        var read: [TypecheckFile] = []
        for file in files {
            guard let bytes = FileManager.default.contents(atPath: file.path) else { return nil }
            read.append(TypecheckFile(relativePath: String(file.path.dropFirst(root.count)), bytes: bytes))
        }
        self.flags = flags
        self.files = read
        self.root = root
    }

    /// The files' common folder, ending in `/` (not part of the identity:
    /// the same files in another folder are the same input).
    let root: String

    static func == (lhs: Self, rhs: Self) -> Bool { lhs.flags == rhs.flags && lhs.files == rhs.files }
    func hash(into hasher: inout Hasher) {
        hasher.combine(flags)
        hasher.combine(files)
    }

    /// The longest folder prefix every path shares, with its trailing `/`.
    static func commonFolder(of files: [URL]) -> String {
        guard let first = files.first?.deletingLastPathComponent().path else { return "/" }
        var prefix = first.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        for file in files.dropFirst() {
            let parts = file.deletingLastPathComponent().path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
            prefix = Array(zip(prefix, parts).prefix { $0.0 == $0.1 }.map(\.0))
        }
        return "/" + prefix.map { $0 + "/" }.joined()
    }
}

/// A file of a type-check input.
struct TypecheckFile: Hashable {
    var relativePath: String
    var bytes: Data
}

/// The results of one test process's type-checks, by input; safe to use
/// from concurrent checks.
final class TypecheckMemo: @unchecked Sendable {
    /// The memo the type-check helpers share in this process.
    static let process = TypecheckMemo()

    /// Each distinct input's output, with the folder its paths are in.
    private var results: [TypecheckInput: (output: CommandOutput, root: String)] = [:]
    private var sharedCount = 0
    private let lock = NSLock()

    /// Checks that were answered from an equal earlier input.
    var shared: Int {
        lock.lock(); defer { lock.unlock() }
        return sharedCount
    }

    /// The result of `check` for `files` under `flags`: run once per
    /// distinct input; an equal input's output has its folder replaced by
    /// this input's. When a file cannot be read, `check` just runs.
    func output(flags: [String], files: [URL], check: () throws -> CommandOutput) rethrows -> CommandOutput {
        guard let input = TypecheckInput(flags: flags, files: files) else { return try check() }
        lock.lock()
        if let known = results[input] {
            sharedCount += 1
            lock.unlock()
            return CommandOutput(status: known.output.status,
                                 output: known.output.output.replacingOccurrences(of: known.root, with: input.root))
        }
        lock.unlock()
        let result = try check()
        lock.lock()
        results[input] = (result, input.root)
        lock.unlock()
        return result
    }
}
