import Architecture
import Foundation
import SourceScanner

// MARK: - Reading a file's facts back (the form is in FactsCodec.swift)

struct FactsReader {
    let input: ByteReader
    /// The file's path, read first: every location in the file shares this one string.
    private var path = ""

    init(input: ByteReader) {
        self.input = input
    }

    mutating func file() throws -> FileFacts {
        try input.expect(FactsCodec.magic)
        path = try input.string()
        var facts = FileFacts(path: path, language: try enumCase(FactsCases.languages))
        facts.imports = try array { try ImportFact(module: $0.input.string(), location: $0.location()) }
        facts.types = try array { try $0.type() }
        facts.extensions = try array { reader in
            try ExtensionFact(extendedType: reader.input.string(), conformances: reader.array { try $0.typeName() },
                              location: reader.location(), body: reader.members())
        }
        facts.lineCount = try input.int()
        facts.suppressions = try array { reader in
            try SuppressionFact(kind: reader.enumCase(FactsCases.suppressionKinds), rules: reader.strings(), location: reader.location())
        }
        facts.typealiases = try array { try $0.typealiasFact() }
        switch try input.byte() {
        case 0: break
        case 1: facts.storyboard = try storyboard()
        default: throw input.corrupt("no storyboard mark")
        }
        return facts
    }

    func storyboard() throws -> StoryboardFacts {
        let initial = try optional()
        let scenes = try array { reader in
            let id = try reader.input.string(), element = try reader.input.string()
            let customClass = try reader.optional(), identifier = try reader.optional()
            let storyboard = try reader.optional(), referenced = try reader.optional()
            let segues = try reader.array { reader in
                try StoryboardSegue(destination: reader.input.string(), kind: reader.input.string(), relationship: reader.optional(),
                                    identifier: reader.optional(), location: reader.location())
            }
            return try StoryboardScene(id: id, element: element, customClass: customClass, storyboardIdentifier: identifier,
                                       referencedStoryboard: storyboard, referencedIdentifier: referenced, segues: segues,
                                       location: reader.location())
        }
        return StoryboardFacts(initialScene: initial, scenes: scenes)
    }

    func type() throws -> TypeFact {
        try TypeFact(name: input.string(), kind: enumCase(FactsCases.typeKinds), inherits: array { try $0.typeName() },
                     genericParameters: strings(), location: location(), docComment: optional(),
                     declaresClassBound: input.bool(), body: members())
    }

    func typeName() throws -> TypeName {
        try TypeName(input.string(), genericArguments: strings(), nestedGenericArguments: array { try $0.strings() })
    }

    func members() throws -> MemberFacts {
        var body = MemberFacts()
        body.properties = try array { reader in
            let input = reader.input
            return try PropertyFact(name: input.string(), ownership: reader.enumCase(FactsCases.ownerships), isUnsafe: input.bool(),
                                    typeName: reader.optional(), additionalTypeNames: reader.strings(), typeText: input.string(),
                                    isOptional: input.bool(), isCollection: input.bool(), isStatic: input.bool(), isConstant: input.bool(),
                                    location: reader.location(), docComment: reader.optional())
        }
        body.methods = try array { reader in
            try MethodFact(name: reader.input.string(), signature: reader.input.string(), isStatic: reader.input.bool(),
                           location: reader.location(), docComment: reader.optional())
        }
        body.creations = try array { reader in
            try CreationFact(typeName: reader.input.string(), kind: reader.enumCase(FactsCases.creationKinds), member: reader.optional(),
                             function: reader.optional(), location: reader.location())
        }
        body.closures = try array { reader in
            try ClosureFact(receiver: reader.optional(), callee: reader.optional(), selfCapture: reader.enumCase(FactsCases.captures),
                            function: reader.optional(), location: reader.location())
        }
        body.propertiesClearedInDefer = try strings()
        body.propertiesWithoutStorage = try strings()
        body.typeReferences = try array { reader in
            try TypeReferenceFact(typeName: reader.input.string(), callee: reader.optional(), function: reader.optional(),
                                  location: reader.location())
        }
        body.calls = try array { reader in
            try CallFact(receiver: reader.input.string(), member: reader.input.string(), selector: reader.optional(),
                         function: reader.optional(), location: reader.location())
        }
        body.assignments = try array { try $0.assignment() }
        body.locals = try array { reader in
            try LocalFact(name: reader.input.string(), typeName: reader.input.string(), additionalTypeNames: reader.strings(),
                          isParameter: reader.input.bool(), function: reader.optional(), location: reader.location())
        }
        body.typealiases = try array { try $0.typealiasFact() }
        body.registrations = try array { reader in
            try RegistrationFact(kind: reader.enumCase(FactsCases.registrationKinds), typeName: reader.input.string(),
                                 createdType: reader.optional(), function: reader.optional(), injections: reader.array { try $0.assignment() },
                                 instanceName: reader.optional(), location: reader.location())
        }
        body.switchArms = try array { reader in
            try SwitchArmFact(subject: reader.input.string(), cases: reader.strings(), function: reader.optional(),
                              location: reader.location(), end: reader.location())
        }
        body.caseReferences = try array { reader in
            try CaseReferenceFact(name: reader.input.string(), base: reader.optional(), callee: reader.optional(),
                                  label: reader.optional(), function: reader.optional(), location: reader.location())
        }
        return body
    }

    func assignment() throws -> AssignmentFact {
        let receiver = try input.string(), property = try input.string()
        let value: ValueFact
        switch try input.byte() {
        case 0: value = .name(try input.string())
        case 1: value = .creation(try input.string())
        case 2: value = .resolved(try input.string())
        case 3: value = .selfValue
        case 4: value = .call(try input.string())
        case 5: value = .other
        default: throw input.corrupt("no value kind")
        }
        return try AssignmentFact(receiver: receiver, property: property, value: value, function: optional(), location: location())
    }

    func typealiasFact() throws -> TypealiasFact {
        try TypealiasFact(name: input.string(), typeNames: strings(), typeText: input.string(), location: location())
    }

    // MARK: Primitives

    func location() throws -> SourceLocation {
        let length = try input.varint()
        let file = length == 0 ? path : try input.string(length: length - 1)
        return SourceLocation(file: file, line: try input.int(), column: try input.int())
    }

    func optional() throws -> String? {
        switch try input.byte() {
        case 0: return nil
        case 1: return try input.string()
        default: throw input.corrupt("no optional")
        }
    }

    func strings() throws -> [String] {
        try array { try $0.input.string() }
    }

    func array<T>(_ read: (FactsReader) throws -> T) throws -> [T] {
        try input.array { try read(self) }
    }

    func enumCase<T>(_ cases: [T]) throws -> T {
        try input.enumCase(cases)
    }
}
