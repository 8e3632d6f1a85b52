// The `shellScript` values of a `project.pbxproj` (an old-style property
// list), unescaped: the Run Script phases' text as Xcode runs it. One pass
// over the file's bytes: finding each value from the text after the last
// one, and counting its line from the top, each cost the file's size per
// value (a 680 KB project.pbxproj with thousands of Run Script values, 35 s).

enum PBXShellScripts {
    /// Every Run Script phase's script with the line it is on, in file order.
    static func scripts(in project: String) -> [(script: String, line: Int)] {
        let bytes = Array(project.utf8)
        let key = Array("shellScript = ".utf8)
        let lineFeed = UInt8(ascii: "\n"), quote = UInt8(ascii: "\""), backslash = UInt8(ascii: "\\")
        var scripts: [(script: String, line: Int)] = []
        var line = 1
        var index = 0
        func startsKey(at position: Int) -> Bool {
            guard position + key.count <= bytes.count else { return false }
            for offset in 0..<key.count where bytes[position + offset] != key[offset] { return false }
            return true
        }
        while index < bytes.count {
            if bytes[index] == lineFeed { line += 1 }
            guard bytes[index] == key[0], startsKey(at: index) else {
                index += 1
                continue
            }
            let keyLine = line
            index += key.count
            guard index < bytes.count else { break }
            if bytes[index] == quote {
                var script: [UInt8] = []
                var closed = false
                index += 1
                while index < bytes.count {
                    let byte = bytes[index]
                    index += 1
                    if byte == backslash {
                        guard index < bytes.count else { break }
                        let escaped = bytes[index]
                        index += 1
                        switch escaped {
                        case UInt8(ascii: "n"): script.append(lineFeed)
                        case UInt8(ascii: "t"): script.append(UInt8(ascii: "\t"))
                        default:
                            if escaped == lineFeed { line += 1 }
                            script.append(escaped)
                        }
                    } else if byte == quote {
                        closed = true
                        break
                    } else {
                        if byte == lineFeed { line += 1 }
                        script.append(byte)
                    }
                }
                if closed { scripts.append((String(decoding: script, as: UTF8.self), keyLine)) }
            } else {
                // An unquoted value is one word.
                let start = index
                while index < bytes.count, bytes[index] != UInt8(ascii: ";"), bytes[index] != lineFeed { index += 1 }
                scripts.append((String(decoding: bytes[start..<index], as: UTF8.self), keyLine))
            }
        }
        return scripts
    }
}
