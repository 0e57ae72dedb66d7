import Foundation
import SourceScanner

// MARK: - The model in a compact binary form
//
// `model.pack` keeps the last build's model for the next one (`BuildCache+Model.swift`). It is
// written and read by hand, like the facts (`FactsCodec`): the same model through `Codable` and
// JSON was 9 MB at 1,000 modules and took 0.18 s to decode, about as long as building it. The layout:
//
//     model         "VDM2" <modules> <services> <entities> <decisions> <warnings> <excluded>
//     array         <count: LEB128> <values>
//     Int           zigzag LEB128;  Bool: one byte, 0 or 1;  an enum: one byte, its case's number
//     String        <0, its length and its UTF-8 (a string not seen before)> or <n > 0: the n-th one seen>
//     String?       0, or 1 and the string
//     location      <file> <line> <column>
//
// Each value is written in the order its type declares its fields; the files' facts are not written
// (the build has them). A change of the model's fields must change both sides and `magic`;
// `ModelCodecTests` compares a decoded model with the one encoded.

/// Encodes and decodes an `AppModel` without its files, in the form above.
public enum ModelCodec {
    static let magic = Array("VDM2".utf8)

    public static func encode(_ model: AppModel) -> Data {
        let writer = ModelWriter()
        writer.out.bytes += magic
        writer.array(model.modules) { $0.module($1) }
        writer.array(model.services) { $0.node($1) }
        writer.array(model.entities) { $0.node($1) }
        writer.array(model.decisions) { $0.decision($1) }
        writer.array(model.warnings) { $0.string($1) }
        writer.array(model.excluded) { $0.string($1.path); $0.string($1.reason) }
        return Data(writer.out.bytes)
    }

    /// `modules` in the form above (an array of them, with its own strings): what a digest of them
    /// reads, several times faster than the same through `Encodable`.
    public static func encode(modules: ArraySlice<Module>) -> [UInt8] {
        let writer = ModelWriter()
        writer.array(Array(modules)) { $0.module($1) }
        return writer.out.bytes
    }

    /// `decisions` in the form above, like `encode(modules:)`.
    public static func encode(decisions: ArraySlice<Decision>) -> [UInt8] {
        let writer = ModelWriter()
        writer.array(Array(decisions)) { $0.decision($1) }
        return writer.out.bytes
    }

    /// The model, with `files` as its files; throws on bytes of any other form, cut short, or with
    /// anything after the model.
    /// - Parameter relocating: for a file whose lines moved, where each line of it went (old → new);
    ///   a location in such a file on a line the table does not have throws.
    public static func decode(_ data: Data, files: [FileFacts], relocating: PathMap<[Int: Int]> = [:]) throws -> AppModel {
        let reader = ModelReader(ByteReader(Array(data)), relocating: relocating)
        try reader.input.expect(magic)
        let model = try AppModel(modules: reader.array { try $0.module() }, services: reader.array { try $0.node() },
                                 entities: reader.array { try $0.node() }, files: files,
                                 decisions: reader.array { try $0.decision() }, warnings: reader.array { try $0.string() },
                                 excluded: reader.array { try Exclusion(path: $0.string(), reason: $0.string()) })
        guard reader.input.isAtEnd else { throw reader.input.corrupt("bytes after the model") }
        return model
    }
}

/// The cases of the model's enums, numbered by their place in `allCases` (a new case goes at the end).
enum ModelCases {
    static let roles = Role.allCases
    static let doubts = ModuleDoubt.Kind.allCases
    static let styles = ModuleStyle.allCases
    static let ownerships = Ownership.allCases
    static let throughs: [Through] = [.protocol, .concrete]
}

final class ModelWriter {
    let out = ByteWriter()
    private var seen: [String: Int] = [:]

    func module(_ module: Module) {
        string(module.name)
        enumCase(module.style, ModelCases.styles)
        string(module.group)
        string(module.folder)
        array(module.components) { writer, component in
            writer.enumCase(component.role, ModelCases.roles)
            writer.string(component.type)
            writer.optional(component.member)
            writer.location(component.location)
            writer.optional(component.docComment)
        }
        array(module.references) { writer, reference in
            writer.enumCase(reference.from, ModelCases.roles)
            writer.enumCase(reference.to, ModelCases.roles)
            writer.string(reference.property)
            writer.enumCase(reference.ownership, ModelCases.ownerships)
            writer.enumCase(reference.through, ModelCases.throughs)
            writer.string(reference.type)
            writer.location(reference.location)
            writer.optional(reference.targetModule)
            writer.out.bool(reference.isTemporary)
            writer.optional(reference.inheritedFrom)
        }
        array(module.protocols) { writer, proto in
            writer.string(proto.name)
            writer.out.bool(proto.role != nil)
            if let role = proto.role { writer.enumCase(role, ModelCases.roles) }
            writer.location(proto.location)
            writer.out.bool(proto.classBound)
            writer.array(proto.methods) { $0.string($1) }
            writer.optional(proto.docComment)
        }
        array(module.navigations) { $0.string($1.target); $0.location($1.location) }
        optional(module.interfacesFile)
        array(module.doubts) { writer, doubt in
            writer.enumCase(doubt.kind, ModelCases.doubts)
            writer.string(doubt.detail)
            writer.string(doubt.fix)
        }
    }

    func node(_ node: AppNode) {
        string(node.name)
        location(node.location)
        array(node.usedBy) { $0.string($1) }
    }

    func decision(_ decision: Decision) {
        string(decision.pass)
        string(decision.subject)
        optional(decision.module)
        string(decision.verdict)
        string(decision.reason)
        array(decision.evidence) { $0.location($1) }
        out.bool(decision.rejected)
    }

    func location(_ location: SourceLocation) {
        string(location.file)
        out.int(location.line)
        out.int(location.column)
    }

    /// A string seen before is written as its number: names and paths repeat throughout a model.
    func string(_ value: String) {
        if let number = seen[value] {
            out.varint(UInt64(number))
        } else {
            out.varint(0)
            out.string(value)
            seen[value] = seen.count + 1
        }
    }

    func optional(_ value: String?) {
        out.bool(value != nil)
        if let value { string(value) }
    }

    func array<T>(_ values: [T], _ write: (ModelWriter, T) -> Void) {
        out.varint(UInt64(values.count))
        for value in values { write(self, value) }
    }

    func enumCase<T: Equatable>(_ value: T, _ cases: [T]) {
        out.byte(UInt8(cases.firstIndex(of: value)!))
    }
}

final class ModelReader {
    let input: ByteReader
    /// The strings read so far, in order: each is made once, and equal ones share their storage.
    private var seen: [String] = []
    private let relocating: PathMap<[Int: Int]>

    init(_ input: ByteReader, relocating: PathMap<[Int: Int]> = [:]) {
        self.input = input
        self.relocating = relocating
    }

    func module() throws -> Module {
        let name = try string(), style = try enumCase(ModelCases.styles), group = try string(), folder = try string()
        let components = try array { reader in
            try Component(role: reader.enumCase(ModelCases.roles), type: reader.string(), member: reader.optional(),
                          location: reader.location(), docComment: reader.optional())
        }
        let references = try array { reader in
            try Reference(from: reader.enumCase(ModelCases.roles), to: reader.enumCase(ModelCases.roles), property: reader.string(),
                          ownership: reader.enumCase(ModelCases.ownerships), through: reader.enumCase(ModelCases.throughs),
                          type: reader.string(), location: reader.location(), targetModule: reader.optional(),
                          isTemporary: reader.input.bool(), inheritedFrom: reader.optional())
        }
        let protocols = try array { reader in
            try ModuleProtocol(name: reader.string(), role: reader.input.bool() ? reader.enumCase(ModelCases.roles) : nil,
                               location: reader.location(), classBound: reader.input.bool(),
                               methods: reader.array { try $0.string() }, docComment: reader.optional())
        }
        let navigations = try array { try Navigation(target: $0.string(), location: $0.location()) }
        let interfacesFile: String? = try optional()
        let doubts = try array { try ModuleDoubt(kind: $0.enumCase(ModelCases.doubts), detail: $0.string(), fix: $0.string()) }
        return Module(name: name, style: style, group: group, folder: folder, components: components, references: references,
                      protocols: protocols, navigations: navigations, interfacesFile: interfacesFile, doubts: doubts)
    }

    func node() throws -> AppNode {
        try AppNode(name: string(), location: location(), usedBy: array { try $0.string() })
    }

    func decision() throws -> Decision {
        try Decision(pass: string(), subject: string(), module: optional(), verdict: string(), reason: string(),
                     evidence: array { try $0.location() }, rejected: input.bool())
    }

    func location() throws -> SourceLocation {
        let location = try SourceLocation(file: string(), line: input.int(), column: input.int())
        guard !relocating.isEmpty, let lines = relocating[location.file] else { return location }
        guard let line = lines[location.line] else { throw input.corrupt("a location on a line that did not move with the file's facts") }
        return SourceLocation(file: location.file, line: line, column: location.column)
    }

    func string() throws -> String {
        let number = try input.varint()
        guard number > 0 else {
            let value = try input.string()
            seen.append(value)
            return value
        }
        guard number <= UInt64(seen.count) else { throw input.corrupt("no such string") }
        return seen[Int(number) - 1]
    }

    func optional() throws -> String? {
        try input.bool() ? string() : nil
    }

    func array<T>(_ read: (ModelReader) throws -> T) throws -> [T] {
        try input.array { try read(self) }
    }

    func enumCase<T>(_ cases: [T]) throws -> T {
        try input.enumCase(cases)
    }
}
