// Real projects that ran their own mogenerator templates
// (../shared/motemplates/cases): each case's templates, with its own
// command-line options, run over its model, must write its committed
// machine files byte for byte. The per-case counts are printed and held at
// their measured minimum, so a regression fails.
import Foundation
import MomgenModel
import MomgenReader
@testable import MomgenMiscMerge
import MomgenTestSupport
import XCTest

final class MogeneratorCasesTests: XCTestCase {
    /// Identical machine files per case, as measured; a case may do better,
    /// never worse. Known differences, with why, are listed beside each.
    static let expectedIdentical: [String: Int] = [
        "clark": 10, "doordash": 3, "gatekeeper": 1, "planck-objc": 12, "planck-swift": 6, "soundcloud": 3,
        "spotifier": 3, "vbvmi": 9, "weathereport": 1,
    ]

    /// Identical human files per case. Most teams extended their human
    /// files by hand after mogenerator created them (SOURCE.txt says which),
    /// so only the untouched ones can match; they all do.
    static let expectedHumanIdentical: [String: Int] = [
        "planck-objc": 12, "planck-swift": 1, "soundcloud": 1, "weathereport": 1,
    ]

    /// Known differences, with why: the committed file is not what the
    /// committed template writes for the committed model, so no engine can
    /// reproduce it.
    static let knownDifferences: [String: String] = [
        "doordash/_DDVenue.swift": "declares `favorite: Bool`; the template types every scalar `Int` (written by another template revision)",
        "doordash/_DDVenueCategory.swift": "declares `isCathering: Bool`; the template types every scalar `Int` (another template revision)",
        "soundcloud/_Model.swift": "declares `@NSManaged public var id: NSNumber!`, a line no branch of the template writes (another template revision)",
    ]

    func testCasesWriteTheCommittedMachineFiles() throws {
        let cases = try TestRequirements.shared("motemplates/cases", for: "running real projects' mogenerator templates")
        let names = try FileManager.default.contentsOfDirectory(atPath: cases.path).sorted()
        var report: [String] = []
        for name in names {
            let folder = cases.appendingPathComponent(name)
            guard FileManager.default.fileExists(atPath: folder.appendingPathComponent("invocation.txt").path) else { continue }
            let files = try render(folder)
            let (identical, total, differing) = try compare(files, isHuman: false, with: folder.appendingPathComponent("generated/machine"))
            let human = try compare(files, isHuman: true, with: folder.appendingPathComponent("generated/human"))
            report.append("\(name): \(identical)/\(total) machine files identical" + (differing.isEmpty ? "" : " (differ: \(differing.joined(separator: ", ")))")
                + "; human \(human.0)/\(human.1)")
            XCTAssertGreaterThanOrEqual(identical, Self.expectedIdentical[name] ?? 0, name)
            XCTAssertGreaterThanOrEqual(human.0, Self.expectedHumanIdentical[name] ?? 0, "\(name) human files")
            for file in differing {
                XCTAssertNotNil(Self.knownDifferences["\(name)/\(file)"], "\(name)/\(file) differs and is not a known difference")
            }
        }
        print("motemplates cases:\n  " + report.joined(separator: "\n  "))
    }

    /// Renders one case's files with its own templates and options.
    func render(_ folder: URL) throws -> [MogeneratorFile] {
        let invocation = try String(contentsOf: folder.appendingPathComponent("invocation.txt"), encoding: .utf8)
        var options = try MogeneratorOptions.parse(MotemplateInvocation.arguments(invocation))
        options.release = MotemplateInvocation.releases[folder.lastPathComponent].flatMap(MogeneratorRelease.init(version:)) ?? .v1_32
        let modelFolder = folder.appendingPathComponent("model")
        let bundle = try FileManager.default.contentsOfDirectory(atPath: modelFolder.path).first { $0.hasSuffix(".xcdatamodeld") }
        let (_, declared) = try ModelReader().read(modelFolder.appendingPathComponent(bundle ?? "").path)
        let run = MogeneratorRun(settings: options.settings, templateVariables: options.templateVariables.map { ($0.key, $0.value) },
                                 configuration: options.configuration,
                                 templates: TemplateFolder(url: folder.appendingPathComponent("templates")))
        return try run.render(Resolver().resolve(declared))
    }

    /// Compares the rendered machine (or human) files with the committed
    /// ones; returns identical, total and the differing file names.
    func compare(_ files: [MogeneratorFile], isHuman: Bool, with committed: URL) throws -> (Int, Int, [String]) {
        let expected = try FileManager.default.contentsOfDirectory(atPath: committed.path).sorted()
        var identical = 0
        var differing: [String] = []
        for name in expected {
            let want = try Data(contentsOf: committed.appendingPathComponent(name))
            if let got = files.first(where: { $0.isHuman == isHuman && $0.name == name }), Data(got.contents.utf8) == want {
                identical += 1
            } else {
                differing.append(name)
                if let dump = ProcessInfo.processInfo.environment["MOMGEN_MOTEMPLATES_DIFF"] {
                    // A folder to write what momgen wrote, to diff by hand.
                    let got = files.first { $0.isHuman == isHuman && $0.name == name }?.contents ?? "<not written>"
                    try? got.write(toFile: dump + "/" + name, atomically: true, encoding: .utf8)
                }
            }
        }
        return (identical, expected.count, differing)
    }
}
