// Issue 42, item 3: init finds mogenerator's command line wherever a
// project keeps it: a script a Run Script calls (`"${SRCROOT}/Scripts/…"`,
// or the phase's `shellPath = "/bin/sh …"`), read in the folder the phase
// runs in; shell variables the script sets; Xcode's build settings
// (`PROJECT_NAME`, `TARGET_NAME`, `SRCROOT`); a scheme's pre-action.
@testable import MomgenProject
import MomgenTestSupport
import XCTest

final class MogeneratorCommandLineSearchTests: XCTestCase {
    private func folder(_ files: [String: String]) throws -> URL {
        let folder = TestPaths.temporaryFolder("mogen-command-line")
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// A project file whose target `Shop` runs one Run Script phase.
    private func project(shellPath: String, script: String) -> String {
        """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tR1 /* Run Script */ = {isa = PBXShellScriptBuildPhase; shellPath = \(shellPath); shellScript = "\(script)"; };
        \t\tT1 /* Shop */ = {isa = PBXNativeTarget; buildPhases = (R1, ); name = Shop; };
        \t\tP1 = {isa = PBXProject; targets = (T1, ); };
        \t};
        \trootObject = P1;
        }
        """
    }

    func testAScriptTheRunScriptCallsIsReadInTheProjectsFolder() throws {
        let root = try folder([
            "iOS/Shop.xcodeproj/project.pbxproj": project(shellPath: "/bin/sh", script: #"\"${SRCROOT}/Scripts/mogenerator.sh\""#),
            "iOS/Scripts/mogenerator.sh": "#!/bin/sh\nMODEL=\"Shop/Model.xcdatamodeld\"\nmogenerator --swift -m \"$MODEL\" -M Shop/Machine -H Shop/Human\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let found = MogeneratorInvocationSearch(root: root.path).invocations()
        XCTAssertEqual(found.count, 1, "the called script is not read a second time on its own")
        XCTAssertEqual(found.first?.model, "iOS/Shop/Model.xcdatamodeld")
        XCTAssertEqual(found.first?.machineDir, "iOS/Shop/Machine")
        XCTAssertEqual(found.first?.file, "iOS/Scripts/mogenerator.sh")
        XCTAssertEqual(found.first?.line, 3)
    }

    func testAShellPathThatRunsAScript() throws {
        let root = try folder([
            "Shop.xcodeproj/project.pbxproj": project(shellPath: #""/bin/sh Tools/gen.sh""#, script: "# see Tools/gen.sh"),
            "Tools/gen.sh": "cd \"$SRCROOT\"\nmogenerator -m Shop/Model.xcdatamodeld -O Shop/Model\n",
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let found = MogeneratorInvocationSearch(root: root.path).invocations()
        XCTAssertEqual(found.map(\.model), ["Shop/Model.xcdatamodeld"])
        XCTAssertEqual(found.first?.outputDir, "Shop/Model")
    }

    func testXcodeBuildSettingsAreExpandedFromTheProject() throws {
        let script = #"mogenerator -m \"${PROJECT_NAME}/$(TARGET_NAME).xcdatamodeld\" -O \"$PROJECT_DIR/$TARGET_NAME/Model\" --base-class ${TARGET_NAME}Object"#
        let root = try folder(["Shop.xcodeproj/project.pbxproj": project(shellPath: "/bin/sh", script: script)])
        defer { try? FileManager.default.removeItem(at: root) }
        let found = MogeneratorInvocationSearch(root: root.path).invocations()
        XCTAssertEqual(found.first?.model, "Shop/Shop.xcdatamodeld")
        XCTAssertEqual(found.first?.outputDir, "Shop/Model")
        XCTAssertEqual(found.first?.baseClass, "ShopObject")
    }

    func testShellVariablesAndACdInAScript() {
        let script = "BASE=App\nexport OUT=\"$BASE/Generated\"\ncd Data\nmogenerator -m \"../$BASE/App.xcdatamodeld\" -O \"../$OUT\" --swift\n"
        let found = MogeneratorInvocation.find(inScript: script, scriptFolder: "", projectFolder: "", file: "gen.sh")
        XCTAssertEqual(found.map(\.model), ["App/App.xcdatamodeld"])
        XCTAssertEqual(found.first?.outputDir, "App/Generated")
    }

    func testBackslashContinuedLinesAreOneCommand() {
        let script = "echo start\n/usr/local/bin/mogenerator \\\n--model \"${PROJECT_DIR}/App/App.xcdatamodeld\" \\\n  --machine-dir \"${PROJECT_DIR}/App/Machine/\"\n"
        let found = MogeneratorInvocation.find(inScript: script, scriptFolder: "", projectFolder: "", file: "gen.sh")
        XCTAssertEqual(found.map(\.model), ["App/App.xcdatamodeld"])
        XCTAssertEqual(found.first?.machineDir, "App/Machine")
        XCTAssertEqual(found.first?.line, 2)
    }

    func testHostileScriptsStayBounded() throws {
        // A variable doubling on every line, and a script that calls itself.
        let doubling = "A=x\n" + String(repeating: "A=$A$A\n", count: 200) + "mogenerator -m \"$A\" --swift\n"
        let found = MogeneratorInvocation.find(inScript: doubling, scriptFolder: "", projectFolder: "", file: "gen.sh")
        XCTAssertEqual(found.count, 1)
        XCTAssertLessThanOrEqual(found.first?.model?.utf8.count ?? 0, 2 * 4096)
        let root = try folder(["loop.sh": "sh loop.sh\n./loop.sh\nmogenerator -m M.xcdatamodeld\n"])
        defer { try? FileManager.default.removeItem(at: root) }
        let looped = MogeneratorInvocation.find(inScript: "sh loop.sh\n", scriptFolder: "", projectFolder: "", file: "x", root: root.path)
        XCTAssertEqual(looped.map(\.model), ["M.xcdatamodeld"])
    }

    func testAbbreviatedLongOptionsAsGetoptLongReadsThem() {
        let invocation = MogeneratorInvocation(arguments: ["--swif", "--mod", "App.xcdatamodeld", "--machine=M", "--base-class-", "X"], folder: "")
        XCTAssertTrue(invocation.swift)
        XCTAssertEqual(invocation.model, "App.xcdatamodeld")
        XCTAssertEqual(invocation.machineDir, "M")
        XCTAssertEqual(invocation.unknown, ["--base-class-", "X"], "ambiguous: base-class-import or base-class-force")
    }

    func testASchemesPreAction() throws {
        let scheme = """
        <?xml version="1.0" encoding="UTF-8"?>
        <Scheme>
           <BuildAction>
              <PreActions>
                 <ExecutionAction ActionType = "Xcode.IDEStandardExecutionActionsCore.ExecutionActionType.ShellScriptAction">
                    <ActionContent
                       title = "Run Script"
                       scriptText = "cd &quot;${SRCROOT}&quot;&#10;mogenerator --swift -m Shop/Model.xcdatamodeld -O Shop/Model&#10;">
                    </ActionContent>
                 </ExecutionAction>
              </PreActions>
           </BuildAction>
        </Scheme>
        """
        let root = try folder(["Shop.xcodeproj/xcshareddata/xcschemes/Shop.xcscheme": scheme])
        defer { try? FileManager.default.removeItem(at: root) }
        let found = MogeneratorInvocationSearch(root: root.path).invocations()
        XCTAssertEqual(found.map(\.model), ["Shop/Model.xcdatamodeld"])
        XCTAssertEqual(found.first?.file, "Shop.xcodeproj/xcshareddata/xcschemes/Shop.xcscheme")
        XCTAssertEqual(found.first?.line, 8)
        XCTAssertTrue(found.first?.swift == true)
    }

    /// quickblox's form: the phase's `shellPath` runs a shared script with
    /// the model's name as `$1`; the script takes its folder apart with
    /// `basename`, builds the command line in a quoted variable over several
    /// lines and runs it with `eval`.
    func testAShellPathScriptWithArgumentsSubstitutionsAndEval() throws {
        let script = """
        DIR=`basename ${PROJECT_DIR}`
        CORE="${PROJECT_DIR}/${DIR}/CoreData"
        MODEL="${CORE}/$1.xcdatamodeld"
        VERSION=`/usr/libexec/PlistBuddy "${MODEL}/.xccurrentversion" -c 'print _XCCurrentVersionName'`
        CALL="/usr/local/bin/mogenerator
        --model ${MODEL}/$VERSION
        --machine-dir ${CORE}/Machine/
         --template-var arc=true"
        echo ${CALL}
        eval ${CALL}

        """
        let root = try folder([
            "Chat/Chat.xcodeproj/project.pbxproj": project(shellPath: #""/bin/sh  ../Scripts/gen.sh ChatModel""#, script: ""),
            "Scripts/gen.sh": script,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let found = MogeneratorInvocationSearch(root: root.path).invocations()
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertEqual(found.first?.model, "Chat/Chat/CoreData/ChatModel.xcdatamodeld/$VERSION", "PlistBuddy's output is not guessed")
        XCTAssertEqual(found.first?.machineDir, "Chat/Chat/CoreData/Machine")
        XCTAssertEqual(found.first?.templateVars, ["arc=true"])
        XCTAssertEqual(found.first?.file, "Scripts/gen.sh")
        XCTAssertEqual(found.first?.line, 10)
    }

    func testCommandSubstitutionsAreEvaluatedOnlyWhereTextCan() {
        XCTAssertEqual(CommandSubstitution.evaluate("`basename /p/QMChatCache/`"), "QMChatCache")
        XCTAssertEqual(CommandSubstitution.evaluate("$(basename Model.xcdatamodeld .xcdatamodeld)"), "Model")
        XCTAssertEqual(CommandSubstitution.evaluate("$(dirname Scripts/gen.sh)/x"), "Scripts/x")
        XCTAssertEqual(CommandSubstitution.evaluate("`dirname gen.sh`"), ".")
        XCTAssertNil(CommandSubstitution.evaluate("`git rev-parse --show-toplevel`"))
        XCTAssertNil(CommandSubstitution.evaluate("`basename x"), "an unclosed backtick")
        XCTAssertFalse(CommandSubstitution.holdsSubstitution("$(SRCROOT)/x"), "an Xcode setting, not a command")
        let found = MogeneratorInvocation.find(inScript: "OUT=`pwd`/Model\nmogenerator -m A.xcdatamodeld -O \"$OUT\"\n", scriptFolder: "", projectFolder: "", file: "gen.sh")
        XCTAssertEqual(found.first?.outputDir, "$OUT", "an unknown command's output stays as written")
    }

    func testAQuoteOpenAtALinesEndRunsToItsClose() {
        let lines = ShellScriptReader.logicalLines(of: "A=\"one\ntwo\"\necho 'it''s'\n# don't\nB=3\n")
        XCTAssertEqual(lines.map(\.line), ["A=\"one\ntwo\"", "echo 'it''s'", "# don't", "B=3", ""])
        XCTAssertEqual(lines.map(\.offset), [0, 2, 3, 4, 5])
    }

    /// A quote opened at the top of a script (untrusted: a pull request can
    /// change it) and never closed joins every line after it into one
    /// logical line, kept whole. At the reader's size bound (1 MB, 200,000
    /// lines) the in-place join takes 0.56 s in a debug build, where a copy
    /// of the joined text per line took 4.7 s; the 20 s bound only tells a
    /// hang from a slow machine.
    func testAQuoteNeverClosedJoinsTheScriptInLinearTime() {
        let script = "A=\"" + String(repeating: "word\n", count: 200_000)
        XCTAssertLessThanOrEqual(script.utf8.count, ShellScriptReader.maxScriptSize + 2)
        let started = Date()
        let lines = ShellScriptReader.logicalLines(of: script)
        XCTAssertLessThan(Date().timeIntervalSince(started), 20)
        XCTAssertEqual(lines.count, 1)
        XCTAssertEqual(lines.first?.offset, 0)
        XCTAssertEqual(lines.first?.line.utf8.count, script.utf8.count + 1)  // each line keeps its line break, the last (empty) one too
    }
}
