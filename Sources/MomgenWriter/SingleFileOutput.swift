// `--output FILE` of a command that prints one document (`momgen ddl`). The
// path is the user's own choice, so it is written as a shell redirection
// would be, except that a regular file is replaced atomically and nothing
// is ever replaced by a regular file that was not one:
//
// - a regular file, or nothing: written through a temporary file and
//   `rename(2)`, so it is the old file or the whole new one;
// - a FIFO or a character device (`/dev/null`, `/dev/stdout`'s target):
//   written through, never replaced;
// - a symbolic link: followed; the rules apply to what it points at, and the
//   link stays a link;
// - a folder, a block device, a socket, a dangling link, or an input of the
//   run (the model's `contents`): refused, nothing written.
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import MomgenDiagnostics

/// Writes one document to a user-named path.
public struct SingleFileOutput: Sendable {
    /// Files the run reads; writing to one of them is refused.
    public let inputs: ProtectedInputs

    public init(inputs: ProtectedInputs = ProtectedInputs()) {
        self.inputs = inputs
    }

    /// Writes `text` to `path` by the rules above.
    public func write(_ text: String, to path: String) throws {
        let shown = OutputClash.printable(path)
        if path.unicodeScalars.contains("\u{0}") {
            throw MomgenError.output(path: shown, "refusing to write: the path contains a NUL character")
        }
        if let input = inputs.input(at: path) {
            throw MomgenError.output(path: shown, "refusing to write: this is \(input), an input of this run")
        }
        var target = path
        if FileKind.of(path) == .symbolicLink {
            guard let resolved = realpath(path, nil) else {
                throw MomgenError.output(path: shown, "refusing to write: a symbolic link to nothing (momgen follows links and never replaces one)")
            }
            target = String(cString: resolved)
            free(resolved)
        }
        let kind = FileKind.of(target)
        switch kind {
        case .missing, .regular:
            let disk = AtomicFile()
            let name = target.split(separator: "/").last.map(String.init) ?? target
            disk.clearStaleTemporaries(in: AtomicFile.folder(of: target), names: [name], runStarted: time(nil))
            try disk.commit(try disk.writeTemporary(Array(text.utf8), beside: target), to: target)
        case .fifo, .characterDevice:
            try writeThrough(Array(text.utf8), to: target, shown: shown)
        default:
            throw MomgenError.output(path: shown, "refusing to write: it is \(kind.description)")
        }
    }

    /// Writes into an existing FIFO or character device. A FIFO nobody
    /// reads is an error, not a hang.
    private func writeThrough(_ bytes: [UInt8], to path: String, shown: String) throws {
        let descriptor = open(path, O_WRONLY | O_NOCTTY | O_NONBLOCK)
        guard descriptor >= 0 else {
            let reason = errno == ENXIO ? "the FIFO has no reader" : String(cString: strerror(errno))
            throw MomgenError.output(path: shown, "cannot open it for writing: \(reason)")
        }
        defer { close(descriptor) }
        // Blocking from here on: a reader that is slower than us is waited for.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        var written = 0
        let ok = bytes.withUnsafeBytes { buffer -> Bool in
            while written < buffer.count {
                let count = posixWriteThrough(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if count <= 0 { return false }
                written += count
            }
            return true
        }
        guard ok else { throw MomgenError.output(path: shown, "could not write the whole document") }
    }
}

/// `write(2)`, named apart from `SingleFileOutput.write`.
private func posixWriteThrough(_ descriptor: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
