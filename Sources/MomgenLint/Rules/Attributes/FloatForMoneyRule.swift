// float-for-money (opt-in): money-like attributes stored as Float or Double.
import MomgenDiagnostics
import MomgenModel

/// Flags Float/Double attributes whose names look like amounts of money.
struct FloatForMoneyRule: Rule {
    static let defaultNames = ["price", "amount", "cost", "total", "balance", "fee", "tax", "money", "salary", "payment", "subtotal"]

    let description = RuleDescription(
        id: "float-for-money", family: .attributes, severity: .warning,
        rationale: "Binary floating point cannot represent most decimal fractions, so sums of prices drift by cents",
        fixHint: "use Decimal, or an Integer 64 of minor units (cents) (a type change moves the version hash: on a shipped model, do it in a new model version, and convert the values)",
        isOptIn: true,
        options: [RuleOptionDescription("names", default: "[price, amount, cost, total, balance, fee, tax, money, salary, payment, subtotal]",
                                        "words that mark a money-like name (matched case-insensitively as a word of the camelCase name)")],
        triggering: [
            RuleExample("""
            <entity name="Order">
                <!--↓--><attribute name="totalPrice" optional="YES" attributeType="Double" usesScalarValueType="YES"/>
                <!--↓--><attribute name="fee" optional="YES" attributeType="Float" usesScalarValueType="YES"/>
            </entity>
            """),
        ],
        nonTriggering: [
            RuleExample("""
            <entity name="Order">
                <attribute name="totalPrice" optional="YES" attributeType="Decimal"/>
                <attribute name="latitude" optional="YES" attributeType="Double" usesScalarValueType="YES"/>
                <attribute name="priceless" optional="YES" attributeType="Double" usesScalarValueType="YES"/>
            </entity>
            """),
        ])

    func check(_ context: LintContext) -> [Finding] {
        let names = Set(context.options.strings("names", default: Self.defaultNames).map { $0.lowercased() })
        return context.entities.flatMap { entity in
            entity.ownAttributes.compactMap { attribute -> Finding? in
                let declared = attribute.declared
                guard declared.type == .double || declared.type == .float,
                      NameWords.words(attribute.name).contains(where: names.contains) else { return nil }
                return Finding("attribute '\(entity.name).\(attribute.name)' looks like money but is a \(declared.type.xcodeName)",
                               at: declared.location, entity: entity.name, property: attribute.name)
            }
        }
    }
}

/// Splits camelCase and snake_case names into lowercase words.
enum NameWords {
    static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name {
            if character == "_" || character == "-" {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else if character.isUppercase, !current.isEmpty, !(current.last?.isUppercase ?? false) {
                words.append(current)
                current = String(character)
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words.map { $0.lowercased() }
    }
}
