// How each declared element writes its facts into a `FactStream`: every
// stored property, in declaration order, except source positions. A position
// says where an element sits in the file, not what it declares, and an edit
// above an entity moves it without changing the entity; nothing generated
// from an entity prints a position. A test compares the properties written
// here with each type's stored properties, so a new property cannot be
// forgotten.

extension Entity {
    /// Writes the entity and all it declares (not its position).
    public func writeFacts(to stream: inout FactStream) {
        stream.tag(0x45)  // E
        stream.string(name)
        stream.string(representedClassName)
        stream.string(parentEntity)
        stream.bool(isAbstract)
        stream.string(codeGenerationType)
        stream.bool(isSyncable)
        stream.string(renamingIdentifier)
        stream.string(versionHashModifier)
        userInfo.writeFacts(to: &stream)
        stream.list(attributes) { $1.writeFacts(to: &$0) }
        stream.list(relationships) { $1.writeFacts(to: &$0) }
        stream.list(fetchedProperties) { $1.writeFacts(to: &$0) }
        stream.list(fetchIndexes) { $1.writeFacts(to: &$0) }
        stream.list(uniquenessConstraints) { $1.writeFacts(to: &$0) }
        stream.list(compoundIndexes) { $1.writeFacts(to: &$0) }
        stream.list(otherAttributes) { $1.writeFacts(to: &$0) }
    }
}

extension Attribute {
    public func writeFacts(to stream: inout FactStream) {
        stream.tag(0x41)  // A
        stream.string(name)
        type.writeFacts(to: &stream)
        stream.bool(isOptional)
        stream.bool(isTransient)
        stream.bool(isIndexed)
        stream.string(defaultValueString)
        stream.string(defaultDateTimeInterval)
        // Only when set, so every other attribute's stream (and render key)
        // is what it was: 2 cannot start the optional string that follows.
        if hasUnstatedDefault { stream.tag(2) }
        stream.string(minValueString)
        stream.string(maxValueString)
        stream.string(regularExpressionString)
        stream.bool(allowsExternalBinaryDataStorage)
        stream.bool(usesScalarValueType)
        stream.string(customClassName)
        stream.string(valueTransformerName)
        stream.bool(isDerived)
        stream.string(derivationExpression)
        stream.bool(preservesValueInHistoryOnDeletion)
        stream.bool(isSpotlightIndexed)
        stream.bool(isStoredInExternalRecord)
        stream.bool(allowsCloudEncryption)
        stream.string(compositeName)
        stream.string(renamingIdentifier)
        stream.string(versionHashModifier)
        stream.bool(isSyncable)
        userInfo.writeFacts(to: &stream)
        stream.list(otherAttributes) { $1.writeFacts(to: &$0) }
    }
}

extension AttributeType {
    public func writeFacts(to stream: inout FactStream) {
        // The name Xcode writes is one per case, and `unknown` keeps its own.
        if case .unknown(let name) = self {
            stream.tag(0x3F)  // ?
            stream.string(name)
        } else {
            stream.string(xcodeName)
        }
    }
}

extension Relationship {
    public func writeFacts(to stream: inout FactStream) {
        stream.tag(0x52)  // R
        stream.string(name)
        stream.string(destinationEntity)
        stream.string(inverseName)
        stream.string(inverseEntity)
        stream.bool(isToMany)
        stream.bool(isOrdered)
        stream.bool(isOptional)
        stream.bool(isTransient)
        stream.integer(minCount)
        stream.integer(maxCount)
        stream.list(malformedCounts) { $1.writeFacts(to: &$0) }
        deleteRule.writeFacts(to: &stream)
        stream.string(renamingIdentifier)
        stream.string(versionHashModifier)
        stream.bool(isSpotlightIndexed)
        stream.bool(isSyncable)
        userInfo.writeFacts(to: &stream)
        stream.list(otherAttributes) { $1.writeFacts(to: &$0) }
    }
}

extension DeleteRule {
    public func writeFacts(to stream: inout FactStream) {
        if case .unknown(let name) = self {
            stream.tag(0x3F)  // ?
            stream.string(name)
        } else {
            stream.string(xcodeName)
        }
    }
}

extension FetchedProperty {
    public func writeFacts(to stream: inout FactStream) {
        stream.tag(0x46)  // F
        stream.string(name)
        stream.bool(isOptional)
        stream.optional(fetchRequest) { $1.writeFacts(to: &$0) }
        userInfo.writeFacts(to: &stream)
        stream.list(otherAttributes) { $1.writeFacts(to: &$0) }
    }
}

extension FetchRequest {
    public func writeFacts(to stream: inout FactStream) {
        stream.tag(0x51)  // Q
        stream.string(name)
        stream.string(entity)
        stream.string(predicateString)
        stream.string(resultType)
        stream.string(fetchLimit)
        stream.string(fetchBatchSize)
        stream.bool(includesSubentities)
        stream.bool(includesPropertyValues)
        stream.bool(includesPendingChanges)
        stream.bool(returnsObjectsAsFaults)
        stream.bool(returnsDistinctResults)
        stream.list(otherAttributes) { $1.writeFacts(to: &$0) }
    }
}

extension FetchIndex {
    public func writeFacts(to stream: inout FactStream) {
        stream.tag(0x49)  // I
        stream.string(name)
        stream.list(elements) { $1.writeFacts(to: &$0) }
    }
}

extension FetchIndex.Element {
    public func writeFacts(to stream: inout FactStream) {
        stream.string(property)
        stream.string(expression)
        stream.string(type)
        stream.string(order)
    }
}

extension PropertyGroup {
    public func writeFacts(to stream: inout FactStream) {
        stream.list(properties) { $0.string($1) }
    }
}

extension UserInfo {
    public func writeFacts(to stream: inout FactStream) {
        stream.list(entries) { stream, entry in
            stream.string(entry.key)
            stream.string(entry.value)
        }
    }
}

extension XMLAttribute {
    public func writeFacts(to stream: inout FactStream) {
        stream.string(name)
        stream.string(value)
    }
}
