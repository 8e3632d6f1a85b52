// The build settings of an `.xcconfig` file, as far as `momgen init` reads
// them: `NAME = value` lines (comments and conditional `NAME[sdk=…]` lines
// left out) and the files it `#include`s, a few levels deep. CocoaPods puts
// a target's settings there (`Pods-App.debug.xcconfig`), and so do teams
// that keep the deployment target out of the project file.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Reads the settings of one `.xcconfig` file and its includes.
///
/// For example, `IPHONEOS_DEPLOYMENT_TARGET = 12.4 // pods` gives
/// `["IPHONEOS_DEPLOYMENT_TARGET": "12.4"]`.
enum XcodeConfigFile {
    /// The largest file read, and the deepest chain of includes.
    static let maxSize = 1 << 20
    static let maxDepth = 4

    /// The settings of the file at `path` (later lines win, a file's own
    /// lines over what it includes before them); empty when unreadable.
    static func settings(at path: String, depth: Int = 0) -> [String: String] {
        guard depth <= maxDepth, let data = FileManager.default.contents(atPath: path), data.count <= maxSize else { return [:] }
        return settings(in: String(decoding: data, as: UTF8.self), folder: FileWalk.folder(of: path), depth: depth)
    }

    /// The settings of xcconfig text whose includes are relative to `folder`.
    static func settings(in text: String, folder: String, depth: Int = 0) -> [String: String] {
        var result: [String: String] = [:]
        for rawLine in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            var line = Substring(rawLine)
            if let comment = line.range(of: "//") { line = line[..<comment.lowerBound] }
            let trimmed = trim(line)
            if trimmed.hasPrefix("#include") {
                let name = trimmed.dropFirst("#include".count).drop { $0 == "?" || $0 == " " }.filter { $0 != "\"" }
                guard !name.isEmpty else { continue }
                let included = name.hasPrefix("/") ? String(name) : folder + "/" + name
                result.merge(settings(at: included, depth: depth + 1)) { _, new in new }
                continue
            }
            guard let equals = trimmed.firstIndex(of: "=") else { continue }
            let key = trim(trimmed[..<equals])
            guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
            result[key] = trim(trimmed[trimmed.index(after: equals)...]).filter { $0 != "\"" }
        }
        return result
    }

    /// `text` without leading and trailing spaces and tabs.
    static func trim(_ text: Substring) -> String {
        let isSpace = { (character: Character) in character == " " || character == "\t" }
        return String(text.drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
