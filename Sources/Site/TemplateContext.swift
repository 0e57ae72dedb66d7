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

/// A value a template reads by the names of its stored properties.
///
/// A property that is an `Inline` (the severity of a finding, the counts of a row) lends the names
/// of the value it wraps to the context that holds it, so that rows share such groups of fields
/// without nesting them in the templates (`{{errors}}`, not `{{counts.errors}}`).
protocol TemplateContext: MustacheParent {}

/// `fields`, whose names a template reads as those of the context that holds this.
struct Inline<Fields: TemplateContext>: InlineFields {
    let fields: Fields
    init(_ fields: Fields) { self.fields = fields }
    var inlinedFields: Any { fields }
}

protocol InlineFields {
    var inlinedFields: Any { get }
}

extension TemplateContext {
    func child(named name: String) -> Any? {
        TemplateLookup.child(named: name, of: self)
    }
}

enum TemplateLookup {
    /// The stored property `name` of `value` (or of one of its `Inline`s), unwrapped; `NSNull`
    /// for a `nil` optional; `nil` when there is no such property.
    static func child(named name: String, of value: Any) -> Any? {
        for child in Mirror(reflecting: value).children {
            if let inline = child.value as? any InlineFields {
                if let found = Self.child(named: name, of: inline.inlinedFields) { return found }
            } else if child.label == name {
                return unwrapped(child.value)
            }
        }
        return nil
    }

    /// `context` as nested dictionaries, for rendering: Mustache looks names up in a context many
    /// times (and up the stack of enclosing contexts), and reflecting a struct for each lookup took
    /// as long as writing the rest of a large site. Each value is reflected once here instead.
    static func tree(_ context: any TemplateContext) -> [String: Any] {
        var result: [String: Any] = [:]
        for child in Mirror(reflecting: context).children {
            guard let label = child.label else { continue }
            // Most values are plain: they are checked first, as a cast to a protocol costs more.
            if isPlain(child.value) {
                if result[label] == nil { result[label] = child.value }
            } else if let inline = child.value as? any InlineFields, let fields = inline.inlinedFields as? any TemplateContext {
                result.merge(tree(fields)) { own, _ in own }
            } else if result[label] == nil {
                result[label] = treeValue(unwrapped(child.value))
            }
        }
        return result
    }

    private static func isPlain(_ value: Any) -> Bool {
        value is String || value is Bool || value is Int || value is [String]
    }

    private static func treeValue(_ value: Any) -> Any {
        if isPlain(value) { return value }
        if let context = value as? any TemplateContext { return tree(context) }
        if let list = value as? [any TemplateContext] { return list.map(tree) }
        return value
    }

    private static func unwrapped(_ value: Any) -> Any {
        guard let optional = value as? any OptionalValue else { return value }
        return optional.wrappedValue.map(unwrapped) ?? NSNull()
    }
}

/// An optional, seen through `Any`.
private protocol OptionalValue {
    var wrappedValue: Any? { get }
}

extension Optional: OptionalValue {
    fileprivate var wrappedValue: Any? { self.map { $0 as Any } }
}
