// What a newcomer reads before running anything must be true: the install
// lines name every system library Package.swift links, `--help` names every
// MODEL form the reader accepts, and the README's module graph is the one
// Package.swift declares.
import Foundation
import MomgenTestSupport
import XCTest

final class NewcomerDocsTests: XCTestCase {
    private func text(_ relative: String) throws -> String {
        try String(contentsOf: TestPaths.repoRoot.appendingPathComponent(relative), encoding: .utf8)
    }

    /// The README line that starts with `prefix` inside backticks, e.g. the
    /// `apt-get install …` command of *Requirements*.
    private func readmeCommand(startingWith prefix: String) throws -> [String] {
        let readme = try text("README.md")
        let start = try XCTUnwrap(readme.range(of: "`" + prefix), "README names no `\(prefix)` line")
        let rest = readme[start.upperBound...]
        let end = try XCTUnwrap(rest.firstIndex(of: "`"))
        return rest[..<end].split(separator: " ").map(String.init)
    }

    func testEverySystemLibraryIsInTheInstallLines() throws {
        let libraries = PackageManifest(source: try text("Package.swift")).systemLibraries
        XCTAssertEqual(libraries.map(\.name), ["CLibXML2", "CSQLite", "CZlib"], "a new system library: check this test's lists too")
        let apt = try readmeCommand(startingWith: "apt-get install ")
        let brew = try readmeCommand(startingWith: "brew install ")
        let installScript = try text("scripts/install-dependencies")
        let formula = try text("Formula/momgen.rb")
        for library in libraries {
            XCTAssertFalse(library.apt.isEmpty, "\(library.name) declares no apt provider")
            for package in library.apt {
                XCTAssertTrue(apt.contains(package), "README's apt-get line lacks \(package) (\(library.name))")
                XCTAssertTrue(installScript.contains(" \(package)"), "scripts/install-dependencies lacks \(package) (\(library.name))")
            }
            for package in library.brew {
                XCTAssertTrue(brew.contains(package), "README's brew line lacks \(package) (\(library.name))")
                XCTAssertTrue(formula.contains("depends_on \"\(package)\"") || formula.contains("uses_from_macos \"\(package)\""),
                              "Formula/momgen.rb neither depends on nor uses \(package) (\(library.name))")
            }
        }
        XCTAssertTrue(apt.contains("pkg-config") && brew.contains("pkg-config"), "SwiftPM finds the libraries through pkg-config")
    }

    /// Every form `ModelLoader` reads, as `--help` must name it.
    private let modelForms = [".xcdatamodeld", ".xcdatamodel", "'contents' file", ".mom", ".momd", "SQLite store"]

    func testHelpNamesEveryModelForm() throws {
        let help = try MomgenProcess.run(["--help"])
        XCTAssertEqual(help.status, 0, help.stderr)
        let flattened = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for form in modelForms {
            XCTAssertTrue(flattened.contains(form), "momgen --help does not name \(form):\n\(help.stdout)")
        }
        for command in ["lint", "generate", "dump", "ddl", "versions", "decompile", "diff", "store"] {
            let sub = try MomgenProcess.run([command, "--help"])
            let words = sub.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            for form in [".mom", ".momd", "store"] {
                XCTAssertTrue(words.contains(form), "momgen \(command) --help does not name \(form)")
            }
        }
    }

    func testEveryModelFormInTheHelpReads() throws {
        // The forms that need no compiled fixture, read for real; the
        // compiled forms are read by MomgenCompiledTests.
        let bundle = TestPaths.sampleModel("BookStore")
        let version = try XCTUnwrap(FileManager.default.contentsOfDirectory(atPath: bundle).first { $0.hasSuffix(".xcdatamodel") })
        for input in [bundle, bundle + "/" + version, bundle + "/" + version + "/contents"] {
            let result = try MomgenProcess.run(["dump", input])
            XCTAssertEqual(result.status, 0, "\(input): \(result.stderr)")
        }
    }

    func testReadmeModuleGraphIsPackageSwifts() throws {
        let readme = try text("README.md")
        let begin = try XCTUnwrap(readme.range(of: "<!-- module-graph:begin -->\n"))
        let end = try XCTUnwrap(readme.range(of: "<!-- module-graph:end -->", range: begin.upperBound..<readme.endIndex))
        let documented = String(readme[begin.upperBound..<end.lowerBound])
        let declared = PackageManifest(source: try text("Package.swift")).moduleGraphTable
        XCTAssertEqual(documented, declared, "README's module graph differs from Package.swift; the rows should read:\n\(declared)")
    }
}

/// Every option a doc's shell line gives a momgen command is one that
/// command's `--help` lists: a renamed or removed flag fails here, in every
/// doc, not only the README (whose lines ReadmeCommandsTests also runs).
final class DocumentedOptionsTests: XCTestCase {
    func testEveryDocumentedOptionExists() throws {
        let docs = TestPaths.repoRoot.appendingPathComponent("docs")
        let files = ["README.md"] + (try FileManager.default.contentsOfDirectory(atPath: docs.path)).filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        let subcommands = ["build", "init", "dump", "ddl", "diagram", "generate", "lint", "diff", "decompile", "lock", "store", "versions", "mogenerator", "cloudkit"]
        var helps: [String: String] = [:]
        var checked = 0
        for file in files {
            let markdown = try String(contentsOf: TestPaths.repoRoot.appendingPathComponent(file), encoding: .utf8)
            for line in Self.commandLines(in: markdown) {
                var words = line.command.split(separator: " ").map(String.init)
                if words.first == "swift", words.dropFirst().first == "run" { words.removeFirst(2) }
                guard words.first == "momgen" else { continue }
                // `momgen --version` and the like are the root command's.
                let second = words.dropFirst().first ?? ""
                let subcommand = subcommands.contains(second) ? second : second.hasPrefix("--") ? "" : "build"
                if helps[subcommand] == nil {
                    helps[subcommand] = try MomgenProcess.run(subcommand.isEmpty ? ["--help"] : [subcommand, "--help"]).stdout
                }
                let help = helps[subcommand] ?? ""
                for word in words where word.hasPrefix("--") {
                    let option = String(word.prefix { $0 != "=" && $0 != "]" && $0 != "|" && $0 != ")" })
                    // ArgumentParser's own, which `--help` does not list.
                    guard option.count > 2, !["--help", "--version", "--generate-completion-script"].contains(option) else { continue }
                    checked += 1
                    XCTAssertTrue([" ", "\n", ",", "/", "="].contains { help.contains(option + $0) },
                                  "\(file):\(line.line): momgen \(subcommand) has no option \(option)")
                }
            }
        }
        XCTAssertGreaterThan(checked, 60, "the docs' shell lines were found")
    }

    /// The command lines of every code block that is shell or unlabelled
    /// (most docs fence their examples with a bare ```), continuations
    /// joined and a leading `$ ` prompt dropped.
    static func commandLines(in markdown: String) -> [(command: String, line: Int)] {
        var result: [(command: String, line: Int)] = []
        var fence: String?
        var pending: (command: String, line: Int)?
        for (offset, raw) in markdown.components(separatedBy: "\n").enumerated() {
            var text = raw.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix("```") {
                fence = fence == nil ? String(text.dropFirst(3)).trimmingCharacters(in: .whitespaces) : nil
                pending = nil
                continue
            }
            guard let info = fence, ["", "sh", "bash", "shell", "console"].contains(info) else { continue }
            if text.hasPrefix("$ ") { text.removeFirst(2) }
            var line = pending ?? (command: "", line: offset + 1)
            let continues = text.hasSuffix("\\")
            line.command += (line.command.isEmpty ? "" : " ") + (continues ? String(text.dropLast()) : text)
            if continues { pending = line } else { pending = nil; result.append(line) }
        }
        // Inline code in prose: `momgen generate … --check`.
        for (offset, raw) in markdown.components(separatedBy: "\n").enumerated() {
            let spans = raw.split(separator: "`", omittingEmptySubsequences: false)
            for span in stride(from: 1, to: spans.count, by: 2).map({ spans[$0] }) where span.hasPrefix("momgen ") {
                result.append((command: String(span), line: offset + 1))
            }
        }
        return result
    }
}
