// The `shellScript` values of a `project.pbxproj` (an old-style property
// list), unescaped: the Run Script phases' text as Xcode runs it.

enum PBXShellScripts {
    /// Every Run Script phase's script with the line it is on, in file order.
    static func scripts(in project: String) -> [(script: String, line: Int)] {
        var scripts: [(script: String, line: Int)] = []
        var rest = Substring(project)
        while let key = rest.range(of: "shellScript = ") {
            let line = project[..<key.lowerBound].utf8.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            rest = rest[key.upperBound...]
            guard let first = rest.first else { break }
            if first == "\"" {
                var script = ""
                var index = rest.index(after: rest.startIndex)
                var closed = false
                while index < rest.endIndex {
                    let character = rest[index]
                    if character == "\\" {
                        index = rest.index(after: index)
                        guard index < rest.endIndex else { break }
                        switch rest[index] {
                        case "n": script.append("\n")
                        case "t": script.append("\t")
                        default: script.append(rest[index])
                        }
                    } else if character == "\"" {
                        closed = true
                        break
                    } else {
                        script.append(character)
                    }
                    index = rest.index(after: index)
                }
                if closed { scripts.append((script, line)) }
                rest = rest[index...]
            } else {
                // An unquoted value is one word.
                let word = rest.prefix { $0 != ";" && $0 != "\n" }
                scripts.append((String(word), line))
                rest = rest[word.endIndex...]
            }
        }
        return scripts
    }
}
