// A model whose names hold the characters that end or escape strings in
// Mermaid, DOT, HTML-like labels, escStrings and SVG, written to a
// temporary folder for the escaping tests.
import Foundation
import MomgenTestSupport

enum HostileModel {
    /// The entity names as the model declares them (after XML decoding).
    static let entityNames = [
        "Book \"Special\" <b>&amp; #quot; \\N %%",
        "style",
        "Multi\nLine} { ||--",
        "Ünïcode",
    ]

    /// The model's `contents` text.
    static let contents = """
    <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
    <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="1" systemVersion="1" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
        <entity name="Book &quot;Special&quot; &lt;b&gt;&amp;amp; #quot; \\N %%" representedClassName="Book" syncable="YES">
            <attribute name="pk" optional="YES" attributeType="String"/>
            <attribute name="1st" attributeType="Integer 16" usesScalarValueType="YES"/>
            <attribute name="a b&quot;c" optional="YES" attributeType="String"/>
            <attribute name="x\\y&lt;/TD&gt;" optional="YES" attributeType="Future &quot;Type&quot;"/>
            <relationship name="to &quot;style&quot;&gt;" optional="YES" maxCount="1" deletionRule="Cascade" destinationEntity="style" inverseName="back\\&quot;" inverseEntity="style"/>
            <fetchedProperty name="fetch &lt;all&gt;" optional="YES">
                <fetchRequest name="fetchedPropertyFetchRequest" entity="Ünïcode"/>
            </fetchedProperty>
        </entity>
        <entity name="style" representedClassName="Style" syncable="YES">
            <attribute name="name" optional="YES" attributeType="String"/>
            <relationship name="back\\&quot;" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book &quot;Special&quot; &lt;b&gt;&amp;amp; #quot; \\N %%" inverseName="to &quot;style&quot;&gt;" inverseEntity="Book &quot;Special&quot; &lt;b&gt;&amp;amp; #quot; \\N %%"/>
        </entity>
        <entity name="Multi&#10;Line} { ||--" representedClassName="Multi" parentEntity="style" syncable="YES">
            <attribute name="when" optional="YES" attributeType="Date"/>
        </entity>
        <entity name="Ünïcode" representedClassName="Unicode" syncable="YES">
            <attribute name="tïtle" optional="YES" attributeType="String"/>
        </entity>
        <configuration name="Cloud &quot;A&quot; &lt;x&gt;">
            <memberEntity name="style"/>
            <memberEntity name="Ünïcode"/>
        </configuration>
    </model>
    """

    /// Writes the model and returns the path of its `.xcdatamodel` folder.
    static func write() throws -> String {
        let folder = TestPaths.temporaryFolder("hostile").appendingPathComponent("Hostile \"Model\".xcdatamodel")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try contents.write(to: folder.appendingPathComponent("contents"), atomically: true, encoding: .utf8)
        return folder.path
    }
}
