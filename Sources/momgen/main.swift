// The momgen command-line tool: a thin shell over the pipeline libraries.
//
// Exit codes (documented in the README):
//   0  fine
//   1  problems found (lint errors, or output that would change under --check)
//   2  usage error (bad option, unknown version)
//   3  unreadable input (missing file, malformed or hostile XML, not a model)
import ArgumentParser
import MomgenDiagnostics

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

do {
    var command = try Momgen.parseAsRoot()
    try command.run()
    // Output that never arrived (a full disk, a closed file) must not pass
    // for success: a dump or report cut short would look complete.
    if fflush(stdout) != 0 || ferror(stdout) != 0 {
        throw MomgenError.output(path: "standard output", "cannot write the output")
    }
} catch let error as MomgenError {
    printError(error.description)
    exit(ExitStatus.code(for: error))
} catch let code as ExitCode {
    exit(code.rawValue)
} catch {
    let code = Momgen.exitCode(for: error)
    if code == .success {
        print(Momgen.fullMessage(for: error))
        exit(0)
    }
    // Argument errors quote what was given (a path from a script, say):
    // each line escaped for the terminal, the usage text keeping its lines.
    printError(Momgen.fullMessage(for: error).split(separator: "\n", omittingEmptySubsequences: false)
        .map { TerminalText.escaped(String($0)) }.joined(separator: "\n"))
    exit(code == .validationFailure ? ExitStatus.usage : code.rawValue)
}
