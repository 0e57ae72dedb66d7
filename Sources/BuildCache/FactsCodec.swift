import Architecture
import Foundation
import SourceScanner

// MARK: - A file's facts in a compact binary form
//
// `facts.pack` holds each file's facts in this form. It is written and read by hand, field by
// field: decoding through `Codable` (a keyed container boxed per value, a key checked per field)
// was ~9 % of a one-file rebuild's time. The layout:
//
//     file          "VDF6" <path> <language> <imports> <types> <extensions> <lineCount> <suppressions> <typealiases>
//                   <storyboard: 0, or 1 and <initialScene: String?> <scenes>>
//     array         <count: LEB128> <values>
//     Int           zigzag LEB128;  Bool: one byte, 0 or 1;  an enum: one byte, its case's number
//     String        <length: LEB128> <UTF-8>;  String?: 0, or 1 and the string
//     location      <file: 0 for the file's own path, else its length + 1 and its UTF-8> <line> <column>
//
// Each value is written in the order its type declares its fields. A change of the facts' fields
// must change both sides and the cache key's prefix (`BuildCache.key(digest:path:limits:skipsGenerated:)`), so that
// packs of the old form are never read; `FactsCodecTests` compares the result with `Codable`'s.

/// Encodes and decodes `FileFacts` in the form above.
public enum FactsCodec {
    static let magic = Array("VDF6".utf8)

    public static func encode(_ facts: FileFacts) -> Data {
        let writer = FactsWriter(path: facts.path)
        writer.file(facts)
        return Data(writer.out.bytes)
    }

    /// The facts in the form above but for the lines of the file's own locations, which come apart
    /// in the order they are written, and the number of lines (left out): two files of one shape
    /// differ only in where their lines are (`LineShift`).
    static func shape(of facts: FileFacts) -> (bytes: [UInt8], lines: [Int]) {
        var facts = facts
        facts.lineCount = 0
        let writer = FactsWriter(path: facts.path, lines: LineLog())
        writer.file(facts)
        return (writer.out.bytes, writer.lines!.values)
    }

    /// Throws on bytes of any other form, cut short, or with anything after the facts.
    public static func decode(_ data: Data) throws -> FileFacts {
        var reader = FactsReader(input: ByteReader(Array(data)))
        let facts = try reader.file()
        guard reader.input.isAtEnd else { throw reader.input.corrupt("bytes after the facts") }
        return facts
    }
}

/// The cases of the facts' enums, numbered by their place in `allCases`: a new case goes at the end
/// (one in the middle renumbers the others, and needs a new cache key prefix).
enum FactsCases {
    static let languages = SourceLanguage.allCases
    static let typeKinds = TypeKind.allCases
    static let ownerships = Ownership.allCases
    static let creationKinds = CreationFact.Kind.allCases
    static let captures = ClosureFact.SelfCapture.allCases
    static let registrationKinds = RegistrationFact.Kind.allCases
    static let suppressionKinds = SuppressionFact.Kind.allCases
}

/// The lines `FactsCodec.shape(of:)` leaves out, in order.
final class LineLog {
    var values: [Int] = []
}

struct FactsWriter {
    let out = ByteWriter()
    /// The file's path, written once: its locations refer to it.
    let path: String
    /// Where the lines of the file's own locations go instead of the bytes (`FactsCodec.shape(of:)`).
    var lines: LineLog?

    init(path: String, lines: LineLog? = nil) {
        self.path = path
        self.lines = lines
    }

    func file(_ facts: FileFacts) {
        out.bytes += FactsCodec.magic
        out.string(facts.path)
        enumCase(facts.language, FactsCases.languages)
        array(facts.imports) { $0.out.string($1.module); $0.location($1.location) }
        array(facts.types) { $0.type($1) }
        array(facts.extensions) { writer, fact in
            writer.out.string(fact.extendedType)
            writer.array(fact.conformances) { $0.typeName($1) }
            writer.location(fact.location)
            writer.members(fact.body)
        }
        out.int(facts.lineCount)
        array(facts.suppressions) { writer, fact in
            writer.enumCase(fact.kind, FactsCases.suppressionKinds)
            writer.strings(fact.rules)
            writer.location(fact.location)
        }
        array(facts.typealiases) { $0.typealiasFact($1) }
        if let storyboard = facts.storyboard {
            out.byte(1)
            self.storyboard(storyboard)
        } else {
            out.byte(0)
        }
    }

    func storyboard(_ facts: StoryboardFacts) {
        optional(facts.initialScene)
        array(facts.scenes) { writer, scene in
            writer.out.string(scene.id)
            writer.out.string(scene.element)
            for value in [scene.customClass, scene.storyboardIdentifier, scene.referencedStoryboard, scene.referencedIdentifier] {
                writer.optional(value)
            }
            writer.array(scene.segues) { writer, segue in
                writer.out.string(segue.destination)
                writer.out.string(segue.kind)
                writer.optional(segue.relationship)
                writer.optional(segue.identifier)
                writer.location(segue.location)
            }
            writer.location(scene.location)
        }
    }

    func type(_ fact: TypeFact) {
        out.string(fact.name)
        enumCase(fact.kind, FactsCases.typeKinds)
        array(fact.inherits) { $0.typeName($1) }
        strings(fact.genericParameters)
        location(fact.location)
        optional(fact.docComment)
        out.bool(fact.declaresClassBound)
        members(fact.body)
    }

    func typeName(_ name: TypeName) {
        out.string(name.name)
        strings(name.genericArguments)
        array(name.nestedGenericArguments) { $0.strings($1) }
    }

    func members(_ body: MemberFacts) {
        array(body.properties) { writer, fact in
            writer.out.string(fact.name)
            writer.enumCase(fact.ownership, FactsCases.ownerships)
            writer.out.bool(fact.isUnsafe)
            writer.optional(fact.typeName)
            writer.strings(fact.additionalTypeNames)
            writer.out.string(fact.typeText)
            for flag in [fact.isOptional, fact.isCollection, fact.isStatic, fact.isConstant] { writer.out.bool(flag) }
            writer.location(fact.location)
            writer.optional(fact.docComment)
        }
        array(body.methods) { writer, fact in
            writer.out.string(fact.name)
            writer.out.string(fact.signature)
            writer.out.bool(fact.isStatic)
            writer.location(fact.location)
            writer.optional(fact.docComment)
        }
        array(body.creations) { writer, fact in
            writer.out.string(fact.typeName)
            writer.enumCase(fact.kind, FactsCases.creationKinds)
            writer.optional(fact.member)
            writer.optional(fact.function)
            writer.location(fact.location)
        }
        array(body.closures) { writer, fact in
            writer.optional(fact.receiver)
            writer.optional(fact.callee)
            writer.enumCase(fact.selfCapture, FactsCases.captures)
            writer.optional(fact.function)
            writer.location(fact.location)
        }
        strings(body.propertiesClearedInDefer)
        strings(body.propertiesWithoutStorage)
        array(body.typeReferences) { writer, fact in
            writer.out.string(fact.typeName)
            writer.optional(fact.callee)
            writer.optional(fact.function)
            writer.location(fact.location)
        }
        array(body.calls) { writer, fact in
            writer.out.string(fact.receiver)
            writer.out.string(fact.member)
            writer.optional(fact.selector)
            writer.optional(fact.function)
            writer.location(fact.location)
        }
        array(body.assignments) { $0.assignment($1) }
        array(body.locals) { writer, fact in
            writer.out.string(fact.name)
            writer.out.string(fact.typeName)
            writer.strings(fact.additionalTypeNames)
            writer.out.bool(fact.isParameter)
            writer.optional(fact.function)
            writer.location(fact.location)
        }
        array(body.typealiases) { $0.typealiasFact($1) }
        array(body.registrations) { writer, fact in
            writer.enumCase(fact.kind, FactsCases.registrationKinds)
            writer.out.string(fact.typeName)
            writer.optional(fact.createdType)
            writer.optional(fact.function)
            writer.array(fact.injections) { $0.assignment($1) }
            writer.optional(fact.instanceName)
            writer.location(fact.location)
        }
        array(body.switchArms) { writer, fact in
            writer.out.string(fact.subject)
            writer.strings(fact.cases)
            writer.optional(fact.function)
            writer.location(fact.location)
            writer.location(fact.end)
        }
        array(body.caseReferences) { writer, fact in
            writer.out.string(fact.name)
            writer.optional(fact.base)
            writer.optional(fact.callee)
            writer.optional(fact.label)
            writer.optional(fact.function)
            writer.location(fact.location)
        }
    }

    func assignment(_ fact: AssignmentFact) {
        out.string(fact.receiver)
        out.string(fact.property)
        switch fact.value {
        case .name(let name): out.byte(0); out.string(name)
        case .creation(let name): out.byte(1); out.string(name)
        case .resolved(let name): out.byte(2); out.string(name)
        case .selfValue: out.byte(3)
        case .call(let name): out.byte(4); out.string(name)
        case .other: out.byte(5)
        }
        optional(fact.function)
        location(fact.location)
    }

    func typealiasFact(_ fact: TypealiasFact) {
        out.string(fact.name)
        strings(fact.typeNames)
        out.string(fact.typeText)
        location(fact.location)
    }

    // MARK: Primitives

    func location(_ location: SourceLocation) {
        if location.file == path {
            out.varint(0)
            if let lines {
                lines.values.append(location.line)
                return out.int(location.column)
            }
        } else {
            out.varint(UInt64(location.file.utf8.count) + 1)
            out.bytes.append(contentsOf: location.file.utf8)
        }
        out.int(location.line)
        out.int(location.column)
    }

    func optional(_ value: String?) {
        guard let value else { return out.byte(0) }
        out.byte(1)
        out.string(value)
    }

    func strings(_ values: [String]) {
        out.varint(UInt64(values.count))
        for value in values { out.string(value) }
    }

    func array<T>(_ values: [T], _ write: (FactsWriter, T) -> Void) {
        out.varint(UInt64(values.count))
        for value in values { write(self, value) }
    }

    func enumCase<T: Equatable>(_ value: T, _ cases: [T]) {
        // The tables are the enums' `allCases`: every value is in its table.
        out.byte(UInt8(cases.firstIndex(of: value)!))
    }
}
