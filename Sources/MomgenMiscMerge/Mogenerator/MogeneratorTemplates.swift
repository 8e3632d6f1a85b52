// The template files of a mogenerator run and the file names they write:
// for Swift `machine.swift.motemplate` → `_X.swift` and
// `human.swift.motemplate` → `X.swift`; for Objective-C the four
// `machine.h`/`machine.m`/`human.h`/`human.m` templates → `_X.h`, `_X.m`,
// `X.h`, `X.m`.

/// One template of a run and what it writes.
public struct MogeneratorTemplateRole: Sendable, Equatable {
    /// The template's file name.
    public let templateName: String
    /// Whether it writes human files (created once, never overwritten).
    public let isHuman: Bool
    /// The extension of the files it writes.
    public let fileExtension: String

    /// The file written for the class named `className` (dots as `_`).
    public func fileName(for className: String) -> String {
        let base = className.replacingOccurrences(of: ".", with: "_")
        return (isHuman ? "" : "_") + base + "." + fileExtension
    }

    /// The templates of a run, in the order mogenerator renders them
    /// (which matters for values `set` shares between templates).
    public static func roles(swift: Bool) -> [MogeneratorTemplateRole] {
        if swift {
            return [.init(templateName: "machine.swift.motemplate", isHuman: false, fileExtension: "swift"),
                    .init(templateName: "human.swift.motemplate", isHuman: true, fileExtension: "swift")]
        }
        return [.init(templateName: "machine.h.motemplate", isHuman: false, fileExtension: "h"),
                .init(templateName: "machine.m.motemplate", isHuman: false, fileExtension: "m"),
                .init(templateName: "human.h.motemplate", isHuman: true, fileExtension: "h"),
                .init(templateName: "human.m.motemplate", isHuman: true, fileExtension: "m")]
    }
}
