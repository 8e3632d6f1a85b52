// Shared by the momgen command plugins (linked in by symlink).
import Foundation
import PackagePlugin

/// Runs a tool with the plugin's standard output and error, and returns its exit status.
func run(_ tool: Path, _ arguments: [String]) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool.string)
    process.arguments = arguments
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
}
