// The machine files a project committed, read to find the release that
// wrote them: mogenerator names every machine file `_<Class>.<ext>`
// (`.h`, `.m`, `.mm`, `.swift`), so those are read from the machine folder,
// sorted by name, each at most `maxBytes` long (a larger file is no
// mogenerator output worth comparing, and reading it would cost memory).
import Foundation

/// Reads a machine folder's committed files.
public enum MogeneratorCommittedFiles {
    /// The extensions mogenerator's machine files have.
    static let extensions: Set<String> = ["h", "m", "mm", "swift"]

    /// The bytes of each `_X.ext` file in `machineFolder`, by file name;
    /// empty when the folder does not exist.
    public static func read(machineFolder: String, maxBytes: Int = 4 << 20) -> [String: Data] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: machineFolder)) ?? []
        var files: [String: Data] = [:]
        for name in names.sorted() where name.hasPrefix("_") && extensions.contains((name as NSString).pathExtension) {
            let path = (machineFolder as NSString).appendingPathComponent(name)
            guard let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int, size <= maxBytes,
                  let data = FileManager.default.contents(atPath: path) else { continue }
            files[name] = data
        }
        return files
    }
}
