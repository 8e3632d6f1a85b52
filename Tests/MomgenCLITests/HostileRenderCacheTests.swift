// Issue 34, items 6 and 14: the render cache and the generation stamp sit in
// the project, so a pull request can change them. Each test here forges one
// the way the issue's reproducers did and fails if momgen believed it: an
// edited machine file passing `--check`, a model change not reaching
// `_Book.swift`, `--prune` deleting a live file, a damaged cache stopping the run.
import Foundation
@testable import MomgenCore
import MomgenTestSupport
import MomgenWriter
import XCTest

final class HostileRenderCacheTests: XCTestCase {
    private var folder: URL!
    private var model: String { folder.appendingPathComponent("BookStore.xcdatamodeld").path }
    private var contents: String { model + "/BookStore.xcdatamodel/contents" }
    private var output: String { folder.appendingPathComponent("Generated").path }
    private var book: String { output + "/_Book.swift" }
    private var cacheFile: String { output + "/" + RenderCache.fileName }
    private var stampFile: String { output + "/" + GenerationStamp.fileName }
    private var environment: [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment[LocalWriteRecord.environmentKey] = folder.appendingPathComponent("record").path
        return environment
    }

    override func setUpWithError() throws {
        folder = TestPaths.temporaryFolder("hostile-cache")
        try FileManager.default.copyItem(atPath: TestPaths.sampleModel("BookStore"), toPath: model)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    @discardableResult
    private func generate(_ extra: [String] = [], into target: String? = nil, model source: String? = nil, status: Int32 = 0,
                          file: StaticString = #filePath, line: UInt = #line) throws -> ProcessResult {
        let result = try MomgenProcess.run(["generate", "--output", target ?? output] + extra + [source ?? model],
                                           in: folder, environment: environment)
        XCTAssertEqual(result.status, status, result.stdout + result.stderr, file: file, line: line)
        return result
    }

    private func read(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }
    private func write(_ text: String, _ path: String) throws { try text.write(toFile: path, atomically: true, encoding: .utf8) }

    /// The cache's lines for the entity whose files include `name`: its key and its file lines.
    private func entry(naming name: String, in cache: String) throws -> (key: String, lines: [String]) {
        let lines = cache.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (index, line) in lines.enumerated() where line.hasPrefix("entity\t") {
            let fields = line.split(separator: "\t")
            let count = Int(fields[2])!
            let files = Array(lines[(index + 1)...(index + count)])
            if files.contains(where: { $0.hasSuffix("\t" + name) }) { return (String(fields[1]), files) }
        }
        throw XCTSkip("no cache entry names \(name)")
    }

    /// `cache` with the entry of `key` replaced by `files` (one line each).
    private func forging(_ cache: String, key: String, files: [String]) -> String {
        var lines = cache.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = lines.firstIndex { $0.hasPrefix("entity\t\(key)\t") }!
        let count = Int(lines[start].split(separator: "\t")[2])!
        lines.replaceSubrange(start...(start + count), with: ["entity\t\(key)\t\(files.count)"] + files)
        return lines.joined(separator: "\n")
    }

    /// `_Book.swift` edited by hand (a pull request's change), same header.
    private func tamperBook() throws -> String {
        let tampered = try read(book) + "// injected\n"
        try write(tampered, book)
        return tampered
    }

    private func machineLine(for text: String, name: String) -> String {
        let bytes = Array(text.utf8)
        return "machine\t\(bytes.count)\t\(StableHash.hexString(StableHash.of(bytes)))\t\(name)"
    }

    func testIssue34Item6CacheEntryWithTheEditedFilesOwnDigestDoesNotPassCheck() throws {
        try generate()
        let original = try read(book)
        let tampered = try tamperBook()
        let cache = try read(cacheFile)
        let (key, files) = try entry(naming: "_Book.swift", in: cache)
        let forged = files.map { $0.hasSuffix("\t_Book.swift") ? machineLine(for: tampered, name: "_Book.swift") : $0 }
        try write(forging(cache, key: key, files: forged), cacheFile)
        let check = try generate(["--check"], status: 1)
        XCTAssertTrue(check.stdout.contains("update \(book)"), check.stdout)
        try generate()
        XCTAssertEqual(try read(book), original)
    }

    func testIssue34Item6CacheEntryListingNoFilesOrOnlyTheHumanFileKeepsTheMachineFile() throws {
        try generate()
        let original = try read(book)
        let cache = try read(cacheFile)
        let (key, files) = try entry(naming: "_Book.swift", in: cache)
        for forged in [[], files.filter { !$0.hasPrefix("machine\t") }] {
            try write(forging(cache, key: key, files: forged), cacheFile)
            try generate(["--check"])
            let pruned = try generate(["--prune"])
            XCTAssertFalse(pruned.stdout.contains("prune \(book)"), pruned.stdout)
            XCTAssertEqual(try read(book), original, "\(forged)")
        }
    }

    func testIssue34Item6ModelChangeReachesTheMachineFileWhateverTheCacheSays() throws {
        try generate()
        try generate(["--prune"])
        let tampered = try tamperBook()
        // The key the edited model will give Book, from a run elsewhere.
        let other = folder.appendingPathComponent("Elsewhere").path
        let otherModel = other + "/BookStore.xcdatamodeld"
        try FileManager.default.createDirectory(atPath: other, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: model, toPath: otherModel)
        let edit = { (path: String) in
            try self.write(try self.read(path).replacingOccurrences(of: "name=\"title\"", with: "name=\"heading\""), path)
        }
        try edit(otherModel + "/BookStore.xcdatamodel/contents")
        try generate(into: other + "/Generated", model: otherModel)
        let (newKey, newFiles) = try entry(naming: "_Book.swift", in: try read(other + "/Generated/" + RenderCache.fileName))
        let forged = newFiles.map { $0.hasSuffix("\t_Book.swift") ? machineLine(for: tampered, name: "_Book.swift") : $0 }
        let cache = try read(cacheFile)
        try write(cache + "entity\t\(newKey)\t\(forged.count)\n" + forged.joined(separator: "\n") + "\n", cacheFile)
        try edit(contents)
        try generate()
        XCTAssertEqual(try read(book), try read(other + "/Generated/_Book.swift"))
    }

    func testIssue34Item6ForgedStampDoesNotPassCheck() throws {
        try generate()
        let tampered = try tamperBook()
        let stamp = try read(stampFile).split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard line.hasSuffix("\t_Book.swift"), line.hasPrefix("machine\t") else { return String(line) }
            let bytes = Array(tampered.utf8)
            return "machine\tregenerate\t\(bytes.count)\t\(StableHash.hexString(StableHash.of(bytes)))\t_Book.swift"
        }.joined(separator: "\n")
        try write(stamp, stampFile)
        let check = try generate(["--check"], status: 1)
        XCTAssertTrue(check.stdout.contains("update \(book)"), check.stdout)
    }

    func testIssue34Item6UnchangedRerunStillSkipsAndReuses() throws {
        try generate()
        XCTAssertEqual(try generate().stdout, "")
        XCTAssertNotNil(GenerationStamp.read(in: output, record: LocalWriteRecord(folder: folder.appendingPathComponent("record").path)))
        // Another user's record (or none) believes neither file.
        XCTAssertNil(GenerationStamp.read(in: output, record: LocalWriteRecord(folder: folder.appendingPathComponent("other").path)))
        XCTAssertNil(RenderCache.read(machineFolder: output, humanFolder: output, record: nil))
    }

    func testIssue34Item14DuplicatedFileLineInTheCacheIsIgnored() throws {
        try generate()
        let original = try read(book)
        try tamperBook()
        let cache = try read(cacheFile)
        let (key, files) = try entry(naming: "_Book.swift", in: cache)
        try write(forging(cache, key: key, files: files + files), cacheFile)
        let result = try generate()
        XCTAssertFalse(result.stderr.contains("rename"), result.stderr)
        XCTAssertEqual(try read(book), original)
        // Parsed alone, a duplicated line or key is no cache at all.
        let duplicateKey = cache + "entity\t\(key)\t\(files.count)\n" + files.joined(separator: "\n") + "\n"
        XCTAssertNil(RenderCache.parse(Array(forging(cache, key: key, files: files + files).utf8), machineFolder: output, humanFolder: output))
        XCTAssertNil(RenderCache.parse(Array(duplicateKey.utf8), machineFolder: output, humanFolder: output))
    }
}
