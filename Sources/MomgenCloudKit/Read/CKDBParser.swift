// parse: tokens → `CloudKitSchema`, following the grammar Apple publishes
// ("Integrating a Text-Based Schema into Your Workflow"):
//
//     DEFINE SCHEMA [ { CREATE ROLE name | RECORD TYPE name ( members ) } ; ] ...
//     member: name type [QUERYABLE | SORTABLE | SEARCHABLE]... | GRANT perm [, perm]... TO role
//
// Keywords are matched case-insensitively; a trailing comma before `)` is
// accepted, as hand-edited files have them.
import MomgenDiagnostics

/// Reads the tokens of one `.ckdb` file.
struct CKDBParser {
    let file: String
    let limits: CKDBLimits
    private let tokens: [CKDBToken]
    private var position = 0

    init(tokens: [CKDBToken], file: String, limits: CKDBLimits) {
        self.tokens = tokens
        self.file = file
        self.limits = limits
    }

    /// The primitive types of the language.
    static let primitives: Set<String> = ["ASSET", "BYTES", "DOUBLE", "INT64", "LOCATION", "NUMBER", "REFERENCE", "STRING", "TIMESTAMP"]
    /// The types `ENCRYPTED` may precede.
    static let encryptable: Set<String> = ["BYTES", "STRING", "DOUBLE", "INT64", "LOCATION", "TIMESTAMP"]

    /// The whole schema.
    mutating func parse() throws -> CloudKitSchema {
        try expectWord("DEFINE")
        try expectWord("SCHEMA")
        var schema = CloudKitSchema(recordTypes: [])
        var names: Set<String> = []
        while current.kind != .end {
            guard schema.recordTypes.count + schema.roles.count < limits.maxRecordTypes else {
                throw error("more than \(limits.maxRecordTypes) record types and roles", at: current)
            }
            if isWord("CREATE") {
                advance()
                try expectWord("ROLE")
                schema.roles.append(try name("a role name"))
            } else if isWord("RECORD") {
                let start = current
                advance()
                try expectWord("TYPE")
                let type = try recordType(at: start)
                guard names.insert(type.name).inserted else { throw error("record type '\(type.name)' is defined twice", at: start) }
                schema.recordTypes.append(type)
            } else {
                throw error("expected CREATE ROLE or RECORD TYPE, found \(current.shown)", at: current)
            }
            try expectPunctuation(";")
        }
        return schema
    }

    /// `name ( members )`, after `RECORD TYPE`.
    private mutating func recordType(at start: CKDBToken) throws -> CloudKitRecordType {
        let typeName = try name("a record type name")
        var type = CloudKitRecordType(name: typeName, fields: [], grants: [], location: location(start))
        try expectPunctuation("(")
        var fieldNames: Set<String> = []
        while !isPunctuation(")") {
            guard type.fields.count + type.grants.count < limits.maxMembers else {
                throw error("record type '\(typeName)' has more than \(limits.maxMembers) members", at: current)
            }
            if isWord("GRANT") {
                advance()
                type.grants.append(try grant())
            } else {
                let fieldToken = current
                var field = try self.field()
                field.location = location(fieldToken)
                guard fieldNames.insert(field.name).inserted else {
                    throw error("field '\(field.name)' appears twice in record type '\(typeName)'", at: fieldToken)
                }
                type.fields.append(field)
            }
            if isPunctuation(",") { advance() } else if !isPunctuation(")") {
                throw error("expected ',' or ')' in record type '\(typeName)', found \(current.shown)", at: current)
            }
        }
        advance()
        return type
    }

    /// `READ, WRITE TO role` after `GRANT`, in canonical spelling.
    private mutating func grant() throws -> String {
        var permissions: [String] = []
        repeat {
            if !permissions.isEmpty { advance() }
            guard case let .word(word) = current.kind, ["READ", "CREATE", "WRITE"].contains(word.uppercased()) else {
                throw error("expected READ, CREATE or WRITE after GRANT, found \(current.shown)", at: current)
            }
            permissions.append(word.uppercased())
            advance()
        } while isPunctuation(",")
        try expectWord("TO")
        let role = try name("a role name")
        return permissions.joined(separator: ", ") + " TO " + CKDBName.written(role)
    }

    /// `name type [options]`.
    private mutating func field() throws -> CloudKitField {
        let fieldName = try name("a field name")
        let type = try fieldType()
        var qualifiers: [CloudKitQualifier] = []
        while case let .word(word) = current.kind, let qualifier = CloudKitQualifier(rawValue: word.uppercased()) {
            if !qualifiers.contains(qualifier) { qualifiers.append(qualifier) }
            advance()
        }
        return CloudKitField(name: fieldName, type: type, qualifiers: qualifiers.sorted(), origin: .unknown)
    }

    /// A data type: primitive, `ENCRYPTED` primitive, `NUMBER PREFERRED AS` primitive, or `LIST<primitive>`.
    private mutating func fieldType() throws -> CloudKitFieldType {
        guard case let .word(raw) = current.kind else { throw error("expected a field type, found \(current.shown)", at: current) }
        let word = raw.uppercased()
        let start = current
        advance()
        switch word {
        case "LIST":
            try expectPunctuation("<")
            let element = try primitive()
            try expectPunctuation(">")
            return CloudKitFieldType("LIST<\(element)>")
        case "ENCRYPTED":
            let element = try primitive()
            guard Self.encryptable.contains(element) else { throw error("\(element) cannot be ENCRYPTED", at: start) }
            return CloudKitFieldType("ENCRYPTED " + element)
        case "NUMBER" where isWord("PREFERRED"):
            advance()
            try expectWord("AS")
            let preferred = try primitive()
            return CloudKitFieldType("NUMBER PREFERRED AS " + preferred)
        case _ where Self.primitives.contains(word):
            return CloudKitFieldType(word)
        default:
            throw error("unknown field type '\(raw)'", at: start)
        }
    }

    private mutating func primitive() throws -> String {
        guard case let .word(raw) = current.kind, Self.primitives.contains(raw.uppercased()) else {
            throw error("expected a field type, found \(current.shown)", at: current)
        }
        advance()
        return raw.uppercased()
    }

    // MARK: - Tokens

    private var current: CKDBToken { tokens[position] }

    private mutating func advance() {
        if position < tokens.count - 1 { position += 1 }
    }

    private func isWord(_ keyword: String) -> Bool {
        if case let .word(word) = current.kind { return word.uppercased() == keyword }
        return false
    }

    private func isPunctuation(_ character: Character) -> Bool {
        current.kind == .punctuation(character)
    }

    private mutating func expectWord(_ keyword: String) throws {
        guard isWord(keyword) else { throw error("expected \(keyword), found \(current.shown)", at: current) }
        advance()
    }

    private mutating func expectPunctuation(_ character: Character) throws {
        guard isPunctuation(character) else { throw error("expected '\(character)', found \(current.shown)", at: current) }
        advance()
    }

    /// A bare or quoted name.
    private mutating func name(_ what: String) throws -> String {
        switch current.kind {
        case let .word(word), let .quoted(word):
            advance()
            return word
        default:
            throw error("expected \(what), found \(current.shown)", at: current)
        }
    }

    private func location(_ token: CKDBToken) -> SourceLocation {
        SourceLocation(file: file, line: token.line, column: token.column)
    }

    private func error(_ message: String, at token: CKDBToken) -> MomgenError {
        .unreadableInput(location(token), message)
    }
}
