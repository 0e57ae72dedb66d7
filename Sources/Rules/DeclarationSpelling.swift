import Architecture
import SourceScanner

// MARK: - Advice in the language of the code

/// How a rule's advice writes the declaration it asks for, in the language the property is written in:
/// `weak var view: HomeViewInterface?` in Swift, `@property (nonatomic, weak) id<HomeViewInterface> view`
/// in Objective-C.
enum DeclarationSpelling {
    /// A weak reference (`weak var view: T?`), or an unowned one too where `orUnowned`.
    static func weak(_ reference: Reference, orUnowned: Bool = false) -> String {
        guard !isObjectiveC(reference) else { return "'\(property(reference, "weak"))'" }
        let weak = "'weak var \(reference.property): \(reference.type)?'"
        return orUnowned ? weak + " or 'unowned let \(reference.property): \(reference.type)'" : weak
    }

    /// A strong reference, written in Swift as `swift` (`private let`, or `var` with `!`).
    static func strong(_ reference: Reference, swift: String) -> String {
        isObjectiveC(reference) ? "'\(property(reference, "strong"))'" : "'\(swift)'"
    }

    private static func isObjectiveC(_ reference: Reference) -> Bool {
        SourceScanner.language(of: reference.location.file) == .objectiveC
    }

    /// `@property (nonatomic, weak) id<P> name` for a protocol, `… T *name` for a class.
    private static func property(_ reference: Reference, _ ownership: String) -> String {
        let declarator = reference.through == .protocol ? "id<\(reference.type)> \(reference.property)" : "\(reference.type) *\(reference.property)"
        return "@property (nonatomic, \(ownership)) \(declarator)"
    }
}
