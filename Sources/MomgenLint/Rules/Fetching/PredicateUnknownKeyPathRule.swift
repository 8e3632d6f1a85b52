// predicate-unknown-key-path: a stored predicate naming a key the entity does not have.
import MomgenDiagnostics
import MomgenModel

/// Flags fetched-property and fetch-request predicates that name unknown key paths.
struct PredicateUnknownKeyPathRule: Rule {
    let description = RuleDescription(
        id: "predicate-unknown-key-path", family: .fetching, severity: .error,
        rationale: "A predicate naming a key the fetched entity does not have throws 'keypath not found in entity' when the request runs",
        fixHint: "fix the key path, or add the property to the fetched entity",
        evidence: RuleEvidence(.runtimeFails, "executing the request throws NSInvalidArgumentException 'keypath <key> not found in entity <NSSQLEntity ...>'",
                              source: "Core Data SQL generation; the message is quoted in many public bug reports"),
        triggering: [
            RuleExample("""
            <entity name="Book">
                <attribute name="price" optional="YES" attributeType="Double" usesScalarValueType="YES"/>
                <relationship name="category" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Category2" inverseName="books" inverseEntity="Category2"/>
            </entity>
            <entity name="Category2">
                <relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book" inverseName="category" inverseEntity="Book"/>
                <!--↓--><fetchedProperty name="cheap" optional="YES">
                    <fetchRequest name="fetchedPropertyFetchRequest" entity="Book" predicateString="SELF.cost &lt; 12 AND SELF.category == $FETCH_SOURCE"/>
                </fetchedProperty>
            </entity>
            <!--↓--><fetchRequest name="Named" entity="Book" predicateString="category.title == &quot;x&quot;"/>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Book">
                <attribute name="price" optional="YES" attributeType="Double" usesScalarValueType="YES"/>
                <attribute name="title" optional="YES" attributeType="String"/>
                <relationship name="category" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Category2" inverseName="books" inverseEntity="Category2"/>
            </entity>
            <entity name="Category2">
                <attribute name="name" optional="YES" attributeType="String"/>
                <relationship name="books" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Book" inverseName="category" inverseEntity="Book"/>
                <fetchedProperty name="cheap" optional="YES">
                    <fetchRequest name="fetchedPropertyFetchRequest" entity="Book" predicateString="SELF.price &lt; 12 AND SELF.category == $FETCH_SOURCE AND title BEGINSWITH[cd] &quot;a&quot;"/>
                </fetchedProperty>
            </entity>
            <fetchRequest name="Named" entity="Category2" predicateString="name == $NAME AND books.@count &gt; 2 AND ANY books.title LIKE 'x*' AND SUBQUERY(books, $b, $b.price &gt; 3).@count &gt; 0"/>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        var findings: [Finding] = []
        for entity in context.entities {
            for property in entity.ownFetchedProperties {
                guard let destination = property.destination, let predicate = property.declared.fetchRequest?.predicateString else { continue }
                for path in unknownPaths(predicate, from: destination, context) {
                    findings.append(Finding("predicate of fetched property '\(entity.name).\(property.name)' names '\(path.path)', but '\(path.entity)' has no property '\(path.missing)'",
                                            at: property.declared.location, entity: entity.name, property: property.name))
                }
            }
        }
        for request in context.model.declared.fetchRequests {
            guard let name = request.entity, let entity = context.model.entity(named: name), let predicate = request.predicateString else { continue }
            for path in unknownPaths(predicate, from: entity.id, context) {
                findings.append(Finding("predicate of fetch request '\(request.name)' names '\(path.path)', but '\(path.entity)' has no property '\(path.missing)'",
                                        at: request.location, entity: name))
            }
        }
        return findings
    }

    /// Walks each key path through relationships; stops (without reporting) at
    /// attributes, fetched properties and collection operators.
    private func unknownPaths(_ predicate: String, from start: Int, _ context: LintContext) -> [(path: String, entity: String, missing: String)] {
        var result: [(String, String, String)] = []
        for components in PredicateKeyPaths.keyPaths(in: predicate) {
            var current = start
            for component in components {
                if component.hasPrefix("@") { break }
                guard let property = context.entities[current].property(named: component) else {
                    result.append((components.joined(separator: "."), context.entities[current].name, component))
                    break
                }
                guard case let .relationship(relationship) = property, let next = relationship.destination else { break }
                current = next
            }
        }
        return result
    }
}
