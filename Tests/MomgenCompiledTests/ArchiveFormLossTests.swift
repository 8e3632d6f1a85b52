// The archive's own forms that the store check must not read as edits made
// in place (issue 39 item 2), each taken from a real archive:
// wireapp/wire-ios-data-model's 82 test stores (Tests/Resources/store*.wiredatabase)
// against its zmessaging.xcdatamodeld. An Integer 32 default written `NO`
// (Conversation.mutedStatus, 48 versions) is `0` in every store's model cache;
// the compound index (internalIsArchived, lastModifiedDate) on Conversation is
// the fetch index `internalIsArchived_lastModifiedDate` (Binary, ascending) in
// framework 847's cache, and no index at all in framework 865's and 866's.
// Xcode 9 and later, re-saving an old version, rewrite `indexed="YES"` as a
// fetch index `by<Name>Index` and the compound index as `compoundIndex`
// (wire f36fe727), while framework 640's store holds the attribute's index.
// A real difference in the same places is still one.
import MomgenDump
import MomgenModel
import XCTest

final class ArchiveFormLossTests: XCTestCase {
    /// Conversation as the source declares it: the Integer default `NO`
    /// and the pre-Xcode 9 compound index.
    private func source() -> Model {
        var model = Model(file: "Conversation.xcdatamodel/contents")
        var entity = Entity(name: "Conversation")
        var muted = Attribute(name: "mutedStatus", type: .integer32)
        muted.defaultValueString = "NO"
        entity.attributes = [muted, Attribute(name: "internalIsArchived", type: .boolean), Attribute(name: "lastModifiedDate", type: .date)]
        entity.compoundIndexes = [PropertyGroup(properties: ["internalIsArchived", "lastModifiedDate"])]
        model.entities = [entity]
        return model
    }

    /// The same entity as framework 847's model cache holds it.
    private func cache847() -> Model {
        var model = source()
        model.entities[0].attributes[0].defaultValueString = "0"
        model.entities[0].compoundIndexes = []
        model.entities[0].fetchIndexes = [FetchIndex(name: "internalIsArchived_lastModifiedDate", elements: [
            .init(property: "internalIsArchived", type: "Binary", order: "ascending"),
            .init(property: "lastModifiedDate", type: "Binary", order: "ascending"),
        ])]
        return model
    }

    func testTheArchivesFormsAreNoDifference() {
        XCTAssertEqual(CompiledFormComparison.differences(source: source(), compiled: cache847(), form: .storeCache), [])
        XCTAssertEqual(CompiledFormComparison.differences(source: source(), compiled: cache847(), form: .mom), [])
        // Framework 865/866: the cache keeps no index of the entity.
        var cache866 = cache847()
        cache866.entities[0].fetchIndexes = []
        XCTAssertEqual(CompiledFormComparison.differences(source: source(), compiled: cache866, form: .storeCache), [])
        // The version as Xcode 9 re-saved it; the store's cache as framework 640 wrote it.
        var resaved = source()
        resaved.entities[0].compoundIndexes = []
        resaved.entities[0].fetchIndexes = [
            FetchIndex(name: "byLastModifiedDateIndex", elements: [.init(property: "lastModifiedDate", type: "Binary", order: "ascending")]),
            FetchIndex(name: "compoundIndex", elements: [.init(property: "internalIsArchived", type: "Binary", order: "ascending"),
                                                         .init(property: "lastModifiedDate", type: "Binary", order: "ascending")]),
        ]
        var cache640 = cache847()
        cache640.entities[0].attributes[2].isIndexed = true
        XCTAssertEqual(CompiledFormComparison.differences(source: resaved, compiled: cache640, form: .storeCache), [])
    }

    func testRealDifferencesInThoseFieldsRemain() {
        var changedDefault = cache847()
        changedDefault.entities[0].attributes[0].defaultValueString = "2"
        XCTAssertTrue(CompiledFormComparison.differences(source: source(), compiled: changedDefault, form: .storeCache)
            .contains { $0.path.hasSuffix("[mutedStatus].defaultValueString") })
        var otherIndex = cache847()
        otherIndex.entities[0].fetchIndexes[0].elements[1].order = "descending"
        XCTAssertFalse(CompiledFormComparison.differences(source: source(), compiled: otherIndex, form: .storeCache).isEmpty)
        var indexedInCache = cache847()
        indexedInCache.entities[0].attributes[0].isIndexed = true
        XCTAssertTrue(CompiledFormComparison.differences(source: source(), compiled: indexedInCache, form: .storeCache)
            .contains { $0.path.hasSuffix("[mutedStatus].isIndexed") })
    }

    func testIntegerValueReadsAsNSStringDoes() {
        for (text, value) in [("NO", 0), ("YES", 0), ("0", 0), ("07", 7), (" 12", 12), ("-3", -3), ("+4", 4), ("5x", 5), ("", 0)] {
            XCTAssertEqual(CompiledFormLoss.integerValue(text), value, text)
        }
    }
}
