import Foundation
import Mustache

// MARK: - What a template sees
//
// Every page's context is a plain struct: its stored properties are the names a template reads, so
// a theme author reads them off the type. Two rules of Mustache shape these types:
// - A name that is missing is looked up in the enclosing contexts. A value that may be missing is
//   an optional, and a `nil` reads as null (an empty section), never as "missing": otherwise a row's
//   `href` could find the page's `href`.
// - Mustache renders every `0` and `""` as true, so each list and count that a template tests comes
//   with a boolean (`hasErrors`).
//
// A template reads a context through its `Encodable` conformance, which the compiler writes: each
// value is turned into a list of named fields by `TemplateEncoder` the first time a template looks
// into it, so a page pays for what its template reads (a theme that prints `code` never pays for
// `lines`), and nothing is reflected at run time. The fields are a list, not a dictionary: a context
// has a few dozen names at most, mostly short enough to compare as two words, and a module page looks
// up thousands of them, so a walk is cheaper than hashing each name twice.

/// A value a template reads by the names of its stored properties.
///
/// A property that is an `Inline` (the severity of a finding, the counts of a row) lends the names
/// of the value it wraps to the context that holds it, so that rows share such groups of fields
/// without nesting them in the templates (`{{errors}}`, not `{{counts.errors}}`).
protocol TemplateContext: Encodable, MustacheParent {}

/// `fields`, whose names a template reads as those of the context that holds this.
struct Inline<Fields: TemplateContext>: Encodable, InlineFields {
    let fields: Fields
    init(_ fields: Fields) { self.fields = fields }

    func encode(to encoder: Encoder) throws {
        try fields.encode(to: encoder)
    }
}

/// An `Inline`, recognised by the encoder: its fields go into the container that holds it.
protocol InlineFields {}

extension TemplateContext {
    func child(named name: String) -> Any? {
        TemplateLookup.tree(self).value(named: name)
    }
}

enum TemplateLookup {
    /// `context`'s stored properties (and those of its `Inline`s), by name: plain values as they
    /// are, `NSNull` for a `nil` optional, and nested contexts as `TemplateNode`s that are read when
    /// a template looks into them.
    static func tree(_ context: some Encodable) -> TemplateFields {
        let fields = TemplateFields()
        try? context.encode(to: TemplateEncoder(fields: fields))
        return fields
    }

    /// What a `nil` optional reads as: one value for all of them.
    static let null = NSNull()

    /// Set in `userInfo` when a context is encoded for a template, not for a page's digest: a
    /// context may then add markup made from its other fields (`DecisionPass.html`), which its
    /// digest need not hash again.
    static let forTemplate = CodingUserInfoKey(rawValue: "viper-docs.for-template")!

    /// `value` as a template reads it.
    static func value<T: Encodable>(_ value: T) -> Any {
        switch value {
        case let plain as String: return plain
        case let plain as Bool: return plain
        case let plain as Int: return plain
        case let plain as [String]: return plain
        case let context as any TemplateContext: return TemplateNode(context)
        case let list as any TemplateList: return list.templateNodes
        default:
            let encoder = TemplateValueEncoder()
            try? value.encode(to: encoder)
            return encoder.result.value
        }
    }
}

/// A context a template may look into; turned into a dictionary the first time it does.
final class TemplateNode: MustacheParent {
    private let context: any TemplateContext
    private var fields: TemplateFields?

    init(_ context: any TemplateContext) { self.context = context }

    func child(named name: String) -> Any? {
        if let fields { return fields.value(named: name) }
        let made = TemplateLookup.tree(context)
        fields = made
        return made.value(named: name)
    }
}

/// A list of contexts, as a sequence of nodes made as a template walks it.
protocol TemplateList {
    var templateNodes: Any { get }
}

extension Array: TemplateList where Element: TemplateContext {
    var templateNodes: Any { TemplateNodes(elements: self) }
}

private struct TemplateNodes<Element: TemplateContext>: MustacheSequence {
    let elements: [Element]
    func makeIterator() -> LazyMapSequence<[Element], TemplateNode>.Iterator {
        elements.lazy.map { TemplateNode($0) }.makeIterator()
    }
}

// MARK: - The encoder

/// The fields of one context, in the order they were encoded. The first value for a name wins: a
/// context's own property over the same name in an `Inline` after it, as the names' order in the
/// type reads.
final class TemplateFields {
    private var names: [String] = []
    private var values: [Any] = []

    func put(_ value: Any, _ key: some CodingKey) {
        names.append(key.stringValue)
        values.append(value)
    }

    /// The first value put under `name`, if any.
    func value(named name: String) -> Any? {
        names.firstIndex(of: name).map { values[$0] }
    }
}

/// Writes a context's stored properties into `fields`.
private struct TemplateEncoder: Encoder {
    let fields: TemplateFields
    var codingPath: [CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [TemplateLookup.forTemplate: true] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(TemplateKeyedContainer(fields: fields))
    }

    // A context is a struct, which the compiler encodes keyed; these serve other values.
    func unkeyedContainer() -> UnkeyedEncodingContainer { TemplateValueEncoder().unkeyedContainer() }
    func singleValueContainer() -> SingleValueEncodingContainer { TemplateValueEncoder().singleValueContainer() }
}

private struct TemplateKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let fields: TemplateFields
    var codingPath: [CodingKey] { [] }

    mutating func encodeNil(forKey key: Key) { fields.put(TemplateLookup.null, key) }
    mutating func encode(_ value: String, forKey key: Key) { fields.put(value, key) }
    mutating func encode(_ value: Bool, forKey key: Key) { fields.put(value, key) }
    mutating func encode(_ value: Int, forKey key: Key) { fields.put(value, key) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) {
        if value is any InlineFields {
            try? value.encode(to: TemplateEncoder(fields: fields))
        } else {
            fields.put(TemplateLookup.value(value), key)
        }
    }

    // A `nil` is a null, never a missing name (see the top of the file).
    mutating func encodeIfPresent(_ value: String?, forKey key: Key) { fields.put(value ?? TemplateLookup.null as Any, key) }
    mutating func encodeIfPresent(_ value: Bool?, forKey key: Key) { fields.put(value ?? TemplateLookup.null as Any, key) }
    mutating func encodeIfPresent(_ value: Int?, forKey key: Key) { fields.put(value ?? TemplateLookup.null as Any, key) }
    mutating func encodeIfPresent(_ value: Double?, forKey key: Key) { fields.put(value ?? TemplateLookup.null as Any, key) }
    mutating func encodeIfPresent<T: Encodable>(_ value: T?, forKey key: Key) {
        if let value { encode(value, forKey: key) } else { fields.put(TemplateLookup.null, key) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                        forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
        let nested = TemplateFields()
        fields.put(TemplateFieldsBox(nested), key)
        return KeyedEncodingContainer(TemplateKeyedContainer<NestedKey>(fields: nested))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> UnkeyedEncodingContainer {
        let list = TemplateListBox()
        fields.put(list, key)
        return TemplateUnkeyedContainer(list: list)
    }

    mutating func superEncoder() -> Encoder { TemplateEncoder(fields: fields) }
    mutating func superEncoder(forKey key: Key) -> Encoder { TemplateEncoder(fields: fields) }
}

/// A nested keyed container's fields, read as a dictionary.
private final class TemplateFieldsBox: MustacheParent {
    let fields: TemplateFields
    init(_ fields: TemplateFields) { self.fields = fields }
    func child(named name: String) -> Any? { fields.value(named: name) }
}

/// A nested list, read as a sequence.
private final class TemplateListBox: MustacheSequence {
    var items: [Any] = []
    func makeIterator() -> IndexingIterator<[Any]> { items.makeIterator() }
}

/// Any other value (an enum, a number that is not an `Int`): a single value as it is, a list as a
/// sequence, keyed fields as a dictionary.
private final class TemplateValueEncoder: Encoder {
    /// What was encoded; null until something is.
    final class Result { var value: Any = TemplateLookup.null }
    let result = Result()
    var codingPath: [CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [TemplateLookup.forTemplate: true] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let fields = TemplateFields()
        result.value = TemplateFieldsBox(fields)
        return KeyedEncodingContainer(TemplateKeyedContainer(fields: fields))
    }

    func unkeyedContainer() -> UnkeyedEncodingContainer {
        let list = TemplateListBox()
        result.value = list
        return TemplateUnkeyedContainer(list: list)
    }

    func singleValueContainer() -> SingleValueEncodingContainer { TemplateSingleValue(result: result) }
}

private struct TemplateUnkeyedContainer: UnkeyedEncodingContainer {
    let list: TemplateListBox
    var codingPath: [CodingKey] { [] }
    var count: Int { list.items.count }

    mutating func encodeNil() { list.items.append(TemplateLookup.null) }
    mutating func encode<T: Encodable>(_ value: T) { list.items.append(TemplateLookup.value(value)) }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
        let fields = TemplateFields()
        list.items.append(TemplateFieldsBox(fields))
        return KeyedEncodingContainer(TemplateKeyedContainer(fields: fields))
    }

    mutating func nestedUnkeyedContainer() -> UnkeyedEncodingContainer {
        let nested = TemplateListBox()
        list.items.append(nested)
        return TemplateUnkeyedContainer(list: nested)
    }

    mutating func superEncoder() -> Encoder { TemplateValueEncoder() }
}

private struct TemplateSingleValue: SingleValueEncodingContainer {
    let result: TemplateValueEncoder.Result
    var codingPath: [CodingKey] { [] }

    mutating func encodeNil() { result.value = TemplateLookup.null }
    mutating func encode<T: Encodable>(_ value: T) { result.value = TemplateLookup.value(value) }
}
