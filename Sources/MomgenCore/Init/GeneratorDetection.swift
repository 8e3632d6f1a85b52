// What `momgen init` learns from the generated files a project already has:
// mogenerator's machine files (`_Book.swift` with mogenerator's header) mean
// the mogenerator template set, at the release whose declarations they show.
// One small type, so another generator's files (Xcode's
// `+CoreDataProperties.swift`) are one more case here.
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MomgenConfig
import MomgenProject

/// The generator whose files a project committed, as momgen.yml settings.
///
/// For example, `_Book.swift` starting with mogenerator's "DO NOT EDIT"
/// header and declaring `fetchRequest()` gives `template-set: mogenerator`
/// and `mogenerator-version: "1.32"`.
public struct GeneratorDetection: Sendable {
    /// The first line of every machine file mogenerator's templates write.
    public static let mogeneratorHeader = "// DO NOT EDIT. This file is machine-generated and constantly overwritten."

    /// Whether `text` starts as mogenerator's machine files do: its "DO NOT
    /// EDIT" line (Swift and Objective-C templates alike, every release
    /// 1.2x–1.32), after a byte-order mark if any, and after a banner a
    /// team's templates put above it: up to `maxBannerLines` comment lines
    /// of decoration only (jzb's `//*****…`), no word in them, so a file
    /// that merely quotes the header further down is not taken for one.
    public static func isMogeneratorMachineText(_ text: String) -> Bool {
        headerLines(of: text) != nil
    }

    /// The text of a mogenerator machine file from its start through the
    /// header line (the banner above it included, no line break after), or
    /// nil when `text` is none: what the file must start with to be replaced.
    static func headerLines(of text: String) -> String? {
        var rest = text.hasPrefix("\u{FEFF}") ? Substring(text.dropFirst()) : Substring(text)
        for _ in 0...maxBannerLines {
            if rest.hasPrefix(mogeneratorHeader) { return String(text[..<rest.index(rest.startIndex, offsetBy: mogeneratorHeader.count)]) }
            guard let lineEnd = rest.firstIndex(where: { $0 == "\n" || $0 == "\r\n" }), isBanner(rest[..<lineEnd]) else { return nil }
            rest = rest[rest.index(after: lineEnd)...]
        }
        return nil
    }

    /// The most banner lines above the header.
    static let maxBannerLines = 3

    /// A comment line of decoration: `//`, `/*` or ` *` then no letter or digit.
    static func isBanner(_ line: Substring) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        guard trimmed.hasPrefix("//") || trimmed.hasPrefix("/*") || trimmed.hasPrefix("*") else { return false }
        return !trimmed.contains { $0.isLetter || $0.isNumber }
    }

    /// What was found: the settings to write and the file that shows them.
    public struct Finding: Sendable, Equatable {
        /// momgen.yml keys and values, in the order to write them.
        public var settings: [StarterSetting]
        /// The file the settings come from, relative to the root.
        public var evidence: String
    }

    /// The folder searched (the same folders `ModelDiscovery` searches).
    public let root: String

    public init(root: String) {
        self.root = root
    }

    /// The generator of the first generated file found, in path order, or nil.
    public func detect() -> Finding? {
        for path in swiftFiles() {
            guard let text = Self.head(of: root + "/" + path) else { continue }
            let fileName = path.split(separator: "/").last.map(String.init) ?? path
            if let settings = Self.mogeneratorSettings(fileName: fileName, text: text) {
                return Finding(settings: settings, evidence: path)
            }
        }
        return nil
    }

    /// The settings for a mogenerator machine file, or nil when `text` is not one.
    /// 1.32 added `fetchRequest()` to every machine class; 1.31 had none.
    static func mogeneratorSettings(fileName: String, text: String) -> [StarterSetting]? {
        guard fileName.hasPrefix("_"), isMogeneratorMachineText(text) else { return nil }
        let version = text.contains("class func fetchRequest()") ? MogeneratorRelease.latest : MogeneratorRelease.before132
        return [
            StarterSetting(key: "layout", value: "mogenerator", comment: "mogenerator's files: _Book.swift and Book.swift"),
            StarterSetting(key: "template-set", value: "mogenerator", comment: "found mogenerator's machine files"),
            StarterSetting(key: "mogenerator-version", value: "\"\(version)\"",
                           comment: MogeneratorOutputFolders.isSwift2Era(text)
                               ? "the files are Swift 2-era output, older than 1.31; 1.31 is the nearest release momgen writes"
                               : "the release whose declarations they show"),
        ]
    }

    /// mogenerator releases as momgen.yml spells them.
    enum MogeneratorRelease {
        static let latest = "1.32"
        static let before132 = "1.31"
    }

    /// The first 64 KiB of a file as text: headers and declarations are near the top.
    static func head(of path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        return String(decoding: data.prefix(65_536), as: UTF8.self)
    }

    /// Every `.swift` file below `root`, relative and sorted, skipping what
    /// `ModelDiscovery` skips. Symbolic links are not followed (a link loop
    /// cannot make the walk endless).
    func swiftFiles(withObjectiveC: Bool = false) -> [String] {
        var found: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let folder = relative.isEmpty ? root : root + "/" + relative
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { continue }
            for name in names where !name.hasPrefix(".") && !ModelDiscovery.skippedFolders.contains(name) {
                let path = relative.isEmpty ? name : relative + "/" + name
                let type = (try? FileManager.default.attributesOfItem(atPath: root + "/" + path))?[.type] as? FileAttributeType
                if type == .typeDirectory {
                    if !name.hasSuffix(".xcdatamodeld"), !name.hasSuffix(".xcdatamodel") { pending.append(path) }
                } else if type == .typeRegular, name.hasSuffix(".swift") || (withObjectiveC && (name.hasSuffix(".h") || name.hasSuffix(".m"))) {
                    found.append(path)
                }
            }
        }
        return found.sorted()
    }
}
