// Checks Objective-C files with `clang -fsyntax-only` over the Core Data
// stub's headers (Tests/CoreDataStub/include, the same clang modules the
// Swift checks import). The stub declares what Swift code needs; the
// Foundation methods mogenerator's Objective-C templates also call
// (boxed numbers, set algebra, KVO key paths) are declared here in a
// prelude, so a clean project checks with no error at all.
import Foundation
import MomgenTestSupport

/// `clang -fsyntax-only` over the stub.
enum ObjCSyntaxCheck {
    /// clang beside the Swift front end.
    static var clang: URL? {
        guard let frontend = Toolchain.frontend else { return nil }
        let candidate = frontend.deletingLastPathComponent().appendingPathComponent("clang")
        return FileManager.default.isExecutableFile(atPath: candidate.path) ? candidate : nil
    }

    /// Declarations the stub's headers leave out that mogenerator's
    /// Objective-C templates use; stand-ins, not Apple's headers.
    static let prelude = """
    #include <stdint.h>
    #import <Foundation/Foundation.h>
    #define NSParameterAssert(condition) ((void)(condition))
    @interface NSObject (MomgenStandIn)
    + (NSSet *)keyPathsForValuesAffectingValueForKey:(NSString *)key;
    @end
    @interface NSSet (MomgenStandIn)
    + (instancetype)setWithObject:(id)object;
    - (NSSet *)setByAddingObjectsFromSet:(NSSet *)other;
    @end
    @interface NSIndexSet (MomgenStandIn)
    + (instancetype)indexSetWithIndex:(NSUInteger)index;
    @end
    @interface NSOrderedSet (MomgenStandIn)
    + (instancetype)orderedSetWithOrderedSet:(NSOrderedSet *)set;
    @end
    @interface NSMutableOrderedSet (MomgenStandIn)
    - (void)unionOrderedSet:(NSOrderedSet *)other;
    - (void)minusOrderedSet:(NSOrderedSet *)other;
    @end
    @interface NSNumber (MomgenStandIn)
    + (NSNumber *)numberWithChar:(char)value;
    + (NSNumber *)numberWithUnsignedChar:(unsigned char)value;
    + (NSNumber *)numberWithShort:(short)value;
    + (NSNumber *)numberWithUnsignedShort:(unsigned short)value;
    + (NSNumber *)numberWithInt:(int)value;
    + (NSNumber *)numberWithUnsignedInt:(unsigned int)value;
    + (NSNumber *)numberWithLong:(long)value;
    + (NSNumber *)numberWithUnsignedLong:(unsigned long)value;
    + (NSNumber *)numberWithLongLong:(long long)value;
    + (NSNumber *)numberWithUnsignedLongLong:(unsigned long long)value;
    + (NSNumber *)numberWithFloat:(float)value;
    + (NSNumber *)numberWithDouble:(double)value;
    + (NSNumber *)numberWithBool:(BOOL)value;
    + (NSNumber *)numberWithInteger:(NSInteger)value;
    @property (readonly) unsigned char unsignedCharValue;
    @property (readonly) unsigned short unsignedShortValue;
    @property (readonly) unsigned int unsignedIntValue;
    @property (readonly) unsigned long unsignedLongValue;
    @property (readonly) unsigned long long unsignedLongLongValue;
    @end

    """

    /// Checks each `.m` file on its own with `includes` on the search path
    /// (and `support`, which gets the prelude); returns every diagnostic line,
    /// a fatal error spelt as an error.
    static func check(files: [URL], includes: [URL], support: URL) -> String {
        guard let clang else { return "error: no clang beside swift-frontend" }
        guard case .success(let stub) = StubModules.shared else { return "error: the stub did not build" }
        try? FileManager.default.createDirectory(at: support, withIntermediateDirectories: true)
        let preludeFile = support.appendingPathComponent("MomgenObjCPrelude.h")
        try? prelude.write(to: preludeFile, atomically: true, encoding: .utf8)
        var output = ""
        for file in files {
            let arguments = ["-x", "objective-c", "-fsyntax-only", "-fblocks", "-fobjc-arc", "-fobjc-runtime=macosx-10.15",
                             "-fmodules", "-fmodules-cache-path=" + stub.moduleCache.appendingPathComponent("objc").path,
                             "-I", stub.headers.path, "-include", preludeFile.path, "-I", support.path]
                + includes.flatMap { ["-I", $0.path] } + [file.path]
            guard let result = try? CommandRunner.run(clang, arguments) else { return "error: could not run clang" }
            output += result.output
        }
        // A missing header is clang's "fatal error": an error like any other here.
        return output.replacingOccurrences(of: ": fatal error: ", with: ": error: ")
    }
}
