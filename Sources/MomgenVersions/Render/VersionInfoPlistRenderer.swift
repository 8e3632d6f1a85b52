// `momgen versions --format plist`: the `VersionInfo.plist` momc writes into a
// compiled `.momd`, with the same keys and values, so a build can be checked
// against Xcode's. Written as an XML property list by hand (sorted keys,
// fixed indentation) so the bytes are the same on every platform; Foundation's
// PropertyListSerialization reads it back on both.
import MomgenDiagnostics

/// Renders a version history as momc's `VersionInfo.plist`.
public struct VersionInfoPlistRenderer {
    public init() {}

    public func render(_ history: VersionHistory) -> String {
        var plist = PropertyListXML()
        plist.beginDictionary()
        // momc writes the current version's name for a bundle only.
        if history.bundlePath != nil, let current = history.current {
            plist.key("NSManagedObjectModel_CurrentVersionName")
            plist.string(current.name)
        }
        let versions = history.versions.sorted { CocoaStringOrder.precedes($0.name, $1.name) }
        plist.key("NSManagedObjectModel_VersionChecksums")
        plist.beginDictionary()
        for version in versions {
            plist.key(version.name)
            plist.string(version.hashes.checksum)
        }
        plist.endDictionary()
        plist.key("NSManagedObjectModel_VersionHashes")
        plist.beginDictionary()
        for version in versions {
            plist.key(version.name)
            plist.beginDictionary()
            for entity in version.hashes.entities {
                plist.key(entity.name)
                plist.data(entity.base64)
            }
            plist.endDictionary()
        }
        plist.endDictionary()
        plist.endDictionary()
        return plist.finish()
    }
}

/// A minimal XML property list printer: dictionaries, strings and data.
struct PropertyListXML {
    private var out = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">

    """
    private var depth = 0

    mutating func beginDictionary() {
        line("<dict>")
        depth += 1
    }

    mutating func endDictionary() {
        depth -= 1
        line("</dict>")
    }

    mutating func key(_ text: String) { line("<key>\(XMLText.escaped(text))</key>") }
    mutating func string(_ text: String) { line("<string>\(XMLText.escaped(text))</string>") }
    mutating func data(_ base64: String) { line("<data>\(base64)</data>") }

    mutating func finish() -> String {
        out + "</plist>\n"
    }

    private mutating func line(_ text: String) {
        out += String(repeating: "\t", count: depth) + text + "\n"
    }
}
