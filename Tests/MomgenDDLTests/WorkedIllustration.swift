// The invented model of the research document's section 4 ("worked
// illustration"), and the statements the document predicts for it. It
// exercises inheritance, clashes, Z<n>_, Z_FOK_, DECIMAL, BLOB order, a join
// table, a fetch index and a uniqueness constraint at once.

enum WorkedIllustration {
    static let model = """
    <entity name="Canvas">
        <attribute name="title" optional="YES" attributeType="String"/>
        <relationship name="highlightedCircle" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Circle"/>
        <relationship name="shapes" optional="YES" toMany="YES" deletionRule="Cascade" ordered="YES" destinationEntity="Shape" inverseName="canvas" inverseEntity="Shape"/>
        <relationship name="tags" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Tag" inverseName="canvases" inverseEntity="Tag"/>
    </entity>
    <entity name="Circle" parentEntity="Shape">
        <attribute name="label" optional="YES" attributeType="String"/>
        <attribute name="radius" optional="YES" attributeType="Double" defaultValueString="0.0" usesScalarValueType="YES"/>
        <attribute name="segments" optional="YES" attributeType="Integer 32" defaultValueString="0" usesScalarValueType="YES"/>
    </entity>
    <entity name="Fill">
        <attribute name="color" optional="YES" attributeType="String"/>
    </entity>
    <entity name="Polygon" parentEntity="Shape">
        <attribute name="area" optional="YES" attributeType="Decimal" defaultValueString="0.0"/>
        <attribute name="cornerCount" optional="YES" attributeType="Integer 16" defaultValueString="0" usesScalarValueType="YES"/>
        <attribute name="label" optional="YES" attributeType="String"/>
        <relationship name="fill" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Fill"/>
    </entity>
    <entity name="Shape" isAbstract="YES">
        <attribute name="createdAt" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
        <attribute name="isHidden" optional="YES" attributeType="Boolean" usesScalarValueType="YES"/>
        <attribute name="isSelected" optional="YES" transient="YES" attributeType="Boolean" usesScalarValueType="YES"/>
        <attribute name="layerIndex" optional="YES" attributeType="Integer 32" defaultValueString="0" usesScalarValueType="YES"/>
        <attribute name="name" optional="YES" attributeType="String"/>
        <attribute name="opacity" optional="YES" attributeType="Float" defaultValueString="0.0" usesScalarValueType="YES"/>
        <attribute name="preview" optional="YES" attributeType="Binary"/>
        <attribute name="style" optional="YES" attributeType="Transformable"/>
        <attribute name="updatedAt" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
        <relationship name="canvas" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Canvas" inverseName="shapes" inverseEntity="Canvas"/>
        <fetchIndex name="byName">
            <fetchIndexElement property="name" type="Binary" order="ascending"/>
        </fetchIndex>
    </entity>
    <entity name="Square" parentEntity="Polygon">
        <relationship name="parentShape" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Shape"/>
    </entity>
    <entity name="Tag">
        <attribute name="name" optional="YES" attributeType="String"/>
        <relationship name="canvases" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Canvas" inverseName="tags" inverseEntity="Canvas"/>
        <uniquenessConstraints>
            <uniquenessConstraint>
                <constraint value="name"/>
            </uniquenessConstraint>
        </uniquenessConstraints>
    </entity>
    """

    /// Section 4's tables and indexes, copied from the research document.
    static let expected = [
        "CREATE TABLE ZCANVAS ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZHIGHLIGHTEDCIRCLE INTEGER, ZTITLE VARCHAR )",
        "CREATE TABLE ZFILL ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZCOLOR VARCHAR )",
        "CREATE TABLE ZSHAPE ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZISHIDDEN INTEGER, ZLAYERINDEX INTEGER, ZCANVAS INTEGER, ZSEGMENTS INTEGER, ZCORNERCOUNT INTEGER, ZFILL INTEGER, ZPARENTSHAPE INTEGER, Z3_PARENTSHAPE INTEGER, Z_FOK_CANVAS INTEGER, ZCREATEDAT TIMESTAMP, ZOPACITY FLOAT, ZUPDATEDAT TIMESTAMP, ZRADIUS FLOAT, ZAREA DECIMAL, ZNAME VARCHAR, ZLABEL VARCHAR, ZLABEL1 VARCHAR, ZSTYLE BLOB, ZPREVIEW BLOB )",
        "CREATE TABLE ZTAG ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZNAME VARCHAR )",
        "CREATE TABLE Z_1TAGS ( Z_1CANVASES INTEGER, Z_7TAGS INTEGER, PRIMARY KEY (Z_1CANVASES, Z_7TAGS) )",
        "CREATE INDEX ZCANVAS_ZHIGHLIGHTEDCIRCLE_INDEX ON ZCANVAS (ZHIGHLIGHTEDCIRCLE)",
        "CREATE INDEX ZSHAPE_ZCANVAS_INDEX ON ZSHAPE (ZCANVAS)",
        "CREATE INDEX ZSHAPE_ZFILL_INDEX ON ZSHAPE (ZFILL)",
        "CREATE INDEX ZSHAPE_ZPARENTSHAPE_INDEX ON ZSHAPE (ZPARENTSHAPE)",
        "CREATE INDEX ZSHAPE_Z_ENT_INDEX ON ZSHAPE (Z_ENT)",
        "CREATE INDEX Z_1TAGS_Z_7TAGS_INDEX ON Z_1TAGS (Z_7TAGS, Z_1CANVASES)",
        "CREATE INDEX Z_Shape_name ON ZSHAPE (ZNAME COLLATE BINARY ASC)",
        "CREATE INDEX Z_Shape_byName ON ZSHAPE (ZNAME COLLATE BINARY ASC)",
        "CREATE UNIQUE INDEX Z_Tag_UNIQUE_name ON ZTAG (ZNAME COLLATE BINARY ASC)",
        "CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER)",
        "CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB)",
        "CREATE TABLE Z_MODELCACHE (Z_CONTENT BLOB)",
    ]
}
