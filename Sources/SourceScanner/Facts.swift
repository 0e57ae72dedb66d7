// MARK: - Per-file facts
//
// Everything the scanner learns about one source file. These are plain values
// (`Sendable`, `Codable`) so that files can be scanned in parallel, cached, and
// handed to the later stages without keeping syntax trees alive.

/// A position in a scanned file. `file` is relative to the scanned root, with `/`.
public struct SourceLocation: Codable, Sendable, Hashable, Comparable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    /// By the file's bytes (`PathKey`): two files that differ only in Unicode normalisation are two.
    public static func == (a: SourceLocation, b: SourceLocation) -> Bool {
        a.line == b.line && a.column == b.column && PathKey(a.file) == PathKey(b.file)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(PathKey(file))
        hasher.combine(line)
        hasher.combine(column)
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        PathKey(a.file) != PathKey(b.file) ? PathKey(a.file) < PathKey(b.file) : (a.line, a.column) < (b.line, b.column)
    }

    public var description: String { "\(file):\(line):\(column)" }
}

/// The language a file is written in.
public enum SourceLanguage: String, Codable, Sendable, CaseIterable {
    case swift
    case objectiveC = "objc"
    /// An Interface Builder storyboard (XML): its scenes and segues (`FileFacts.storyboard`), no types.
    case storyboard
}

/// What one file declares and does, as far as VIPER is concerned.
public struct FileFacts: Codable, Sendable, Equatable {
    /// Path relative to the scanned root, with `/`.
    public var path: String
    public var language: SourceLanguage
    public var imports: [ImportFact] = []
    /// Classes, structs, enums, actors and protocols declared in the file (nested ones included).
    public var types: [TypeFact] = []
    /// Extensions declared in the file.
    public var extensions: [ExtensionFact] = []
    /// Number of lines in the file.
    public var lineCount: Int = 0
    /// `// viper-docs:disable …` comments, in source order.
    public var suppressions: [SuppressionFact] = []
    /// Top-level `typealias`es (those nested in a type or extension are in its `body`).
    public var typealiases: [TypealiasFact] = []
    /// For a storyboard: its scenes, their segues and its initial scene.
    public var storyboard: StoryboardFacts?

    public init(path: String, language: SourceLanguage) {
        self.path = path
        self.language = language
    }

    /// Decodes facts cached by an older version: keys added since then default to empty.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        path = try c.decode(String.self, forKey: .path)
        language = try c.decode(SourceLanguage.self, forKey: .language)
        imports = try c.decodeIfPresent([ImportFact].self, forKey: .imports) ?? []
        types = try c.decodeIfPresent([TypeFact].self, forKey: .types) ?? []
        extensions = try c.decodeIfPresent([ExtensionFact].self, forKey: .extensions) ?? []
        lineCount = try c.decodeIfPresent(Int.self, forKey: .lineCount) ?? 0
        suppressions = try c.decodeIfPresent([SuppressionFact].self, forKey: .suppressions) ?? []
        typealiases = try c.decodeIfPresent([TypealiasFact].self, forKey: .typealiases) ?? []
        storyboard = try c.decodeIfPresent(StoryboardFacts.self, forKey: .storyboard)
    }
}

/// `import UIKit`, `#import <UIKit/UIKit.h>`.
public struct ImportFact: Codable, Sendable, Equatable {
    /// The imported module (`UIKit`), or for Objective-C the header as written (`UIKit/UIKit.h`).
    public var module: String
    public var location: SourceLocation

    public init(module: String, location: SourceLocation) {
        self.module = module
        self.location = location
    }
}

/// The kind of a declared type.
public enum TypeKind: String, Codable, Sendable, CaseIterable {
    case `class`, `struct`, `enum`, `protocol`, actor
}

/// A type as written in an inheritance clause: `BaseWireframe<HomeViewController>`.
public struct TypeName: Codable, Sendable, Hashable, CustomStringConvertible {
    /// The last component of the name (`HomeViewController` for `App.HomeViewController`).
    public var name: String
    /// Generic arguments, by their own simple names.
    public var genericArguments: [String]
    /// The generic arguments of each generic argument, by simple names, when one has any
    /// (`BaseWireframe<LazyHostingViewController<HomeView>>` gives `[["HomeView"]]`); empty otherwise.
    public var nestedGenericArguments: [[String]] = []

    public init(_ name: String, genericArguments: [String] = [], nestedGenericArguments: [[String]] = []) {
        self.name = name
        self.genericArguments = genericArguments
        self.nestedGenericArguments = nestedGenericArguments
    }

    public var description: String {
        genericArguments.isEmpty ? name : "\(name)<\(genericArguments.joined(separator: ", "))>"
    }
}

/// A declared class, struct, enum, actor or protocol, with what its body holds.
public struct TypeFact: Codable, Sendable, Equatable {
    public var name: String
    public var kind: TypeKind
    /// Superclass and conformances as written, in order (for a protocol: the protocols it refines).
    public var inherits: [TypeName]
    public var genericParameters: [String]
    public var location: SourceLocation
    public var docComment: String?
    /// For protocols: bound to classes by `AnyObject`, `class` or a `where Self: AnyObject`.
    /// (Inheritance from a class-bound protocol is resolved later, across files.)
    public var declaresClassBound: Bool
    /// The members the body declares and what its code does.
    public var body: MemberFacts

    public init(name: String, kind: TypeKind, inherits: [TypeName], genericParameters: [String] = [],
                location: SourceLocation, docComment: String? = nil, declaresClassBound: Bool = false,
                body: MemberFacts = MemberFacts()) {
        self.name = name
        self.kind = kind
        self.inherits = inherits
        self.genericParameters = genericParameters
        self.location = location
        self.docComment = docComment
        self.declaresClassBound = declaresClassBound
        self.body = body
    }
}

/// `extension HomePresenter: HomePresenterInterface { … }`.
public struct ExtensionFact: Codable, Sendable, Equatable {
    public var extendedType: String
    public var conformances: [TypeName]
    public var location: SourceLocation
    public var body: MemberFacts

    public init(extendedType: String, conformances: [TypeName], location: SourceLocation, body: MemberFacts = MemberFacts()) {
        self.extendedType = extendedType
        self.conformances = conformances
        self.location = location
        self.body = body
    }
}

/// What the body of a type or an extension declares and does.
public struct MemberFacts: Codable, Sendable, Equatable {
    /// Stored properties (computed ones are not references).
    public var properties: [PropertyFact] = []
    /// Methods, initializers and protocol requirements, by signature.
    public var methods: [MethodFact] = []
    /// Expressions that create an instance or call a type's static member (`HomeWireframe()`,
    /// `DetailsModuleFactory.makeModule()`, `storyboard.instantiateViewController(ofType: X.self)`).
    public var creations: [CreationFact] = []
    /// Closures passed to calls, with what they capture.
    public var closures: [ClosureFact] = []
    /// Names of properties set to `nil` inside a `defer` block: a reference that is dropped at first
    /// access, like `BaseWireframe.temporaryStoredViewController`.
    public var propertiesClearedInDefer: [String] = []
    /// Names of properties an Objective-C `@implementation` declares `@dynamic`: their accessors are
    /// written by hand (or supplied at run time), so the `@property` stores nothing.
    public var propertiesWithoutStorage: [String] = []
    /// Types named by a metatype argument (`container.resolve(DetailsBuilder.self)`): how a dependency
    /// container hands out another module's assembler.
    public var typeReferences: [TypeReferenceFact] = []
    /// Calls of a method on a name or property (`assembly.makeDetailsModule()`, `self.router?.close()`).
    public var calls: [CallFact] = []
    /// Properties set in the code (`presenter.view = self`), outside dependency-container registrations.
    public var assignments: [AssignmentFact] = []
    /// Local variables and parameters of the methods, with their types.
    public var locals: [LocalFact] = []
    /// `typealias`es declared in the body.
    public var typealiases: [TypealiasFact] = []
    /// Dependency-container registrations made in the methods (Swinject, Typhoon).
    public var registrations: [RegistrationFact] = []
    /// The arms of `switch` statements over enum cases, and the cases handed to calls (`CaseFacts`).
    public var switchArms: [SwitchArmFact] = []
    public var caseReferences: [CaseReferenceFact] = []

    public init() {}

    /// Decodes facts cached by an older version: keys added since then default to empty.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        properties = try c.decodeIfPresent([PropertyFact].self, forKey: .properties) ?? []
        methods = try c.decodeIfPresent([MethodFact].self, forKey: .methods) ?? []
        creations = try c.decodeIfPresent([CreationFact].self, forKey: .creations) ?? []
        closures = try c.decodeIfPresent([ClosureFact].self, forKey: .closures) ?? []
        propertiesClearedInDefer = try c.decodeIfPresent([String].self, forKey: .propertiesClearedInDefer) ?? []
        propertiesWithoutStorage = try c.decodeIfPresent([String].self, forKey: .propertiesWithoutStorage) ?? []
        typeReferences = try c.decodeIfPresent([TypeReferenceFact].self, forKey: .typeReferences) ?? []
        calls = try c.decodeIfPresent([CallFact].self, forKey: .calls) ?? []
        assignments = try c.decodeIfPresent([AssignmentFact].self, forKey: .assignments) ?? []
        locals = try c.decodeIfPresent([LocalFact].self, forKey: .locals) ?? []
        typealiases = try c.decodeIfPresent([TypealiasFact].self, forKey: .typealiases) ?? []
        registrations = try c.decodeIfPresent([RegistrationFact].self, forKey: .registrations) ?? []
        switchArms = try c.decodeIfPresent([SwitchArmFact].self, forKey: .switchArms) ?? []
        caseReferences = try c.decodeIfPresent([CaseReferenceFact].self, forKey: .caseReferences) ?? []
    }

    public mutating func merge(_ other: MemberFacts) {
        properties += other.properties
        methods += other.methods
        creations += other.creations
        closures += other.closures
        propertiesClearedInDefer += other.propertiesClearedInDefer
        propertiesWithoutStorage += other.propertiesWithoutStorage
        typeReferences += other.typeReferences
        calls += other.calls
        assignments += other.assignments
        locals += other.locals
        typealiases += other.typealiases
        registrations += other.registrations
        switchArms += other.switchArms
        caseReferences += other.caseReferences
    }
}

/// A metatype passed to a call: `resolve(DetailsBuilder.self)`.
public struct TypeReferenceFact: Codable, Sendable, Equatable {
    public var typeName: String
    /// The called function (`resolve`).
    public var callee: String?
    /// The function the call is in.
    public var function: String?
    public var location: SourceLocation

    public init(typeName: String, callee: String? = nil, function: String? = nil, location: SourceLocation) {
        self.typeName = typeName
        self.callee = callee
        self.function = function
        self.location = location
    }
}

/// A method called on a name or a property: `assembly.makeDetailsModule(id:)`.
public struct CallFact: Codable, Sendable, Equatable {
    /// The receiver (`assembly`; `self.assembly` and `assembly?` give `assembly`).
    public var receiver: String
    /// The method's base name (`makeDetailsModule`).
    public var member: String
    /// The method's name with its argument labels, as a declaration's (`open(series:)`), when the
    /// call's arguments say them all (no trailing closure).
    public var selector: String?
    /// The function the call is in.
    public var function: String?
    public var location: SourceLocation

    public init(receiver: String, member: String, selector: String? = nil, function: String? = nil, location: SourceLocation) {
        self.receiver = receiver
        self.member = member
        self.selector = selector
        self.function = function
        self.location = location
    }
}

/// How a stored property holds what it points to.
public enum Ownership: String, Codable, Sendable, CaseIterable {
    case strong, weak, unowned
}

/// A stored property: `private unowned let view: HomeViewInterface`.
public struct PropertyFact: Codable, Sendable, Equatable {
    public var name: String
    public var ownership: Ownership
    /// `unowned(unsafe)` (Swift) or `unsafe_unretained`/`assign` (Objective-C).
    public var isUnsafe: Bool
    /// The referenced type's simple name, optionals, `!` and `id<…>` unwrapped; the element type for
    /// arrays and sets. `nil` when neither declared nor inferable.
    public var typeName: String?
    /// Further protocols of a composition (`A & B`, `id<A, B>`).
    public var additionalTypeNames: [String]
    /// The type as written, or as inferred (`HomeInteractor()` gives `HomeInteractor`).
    public var typeText: String
    public var isOptional: Bool
    public var isCollection: Bool
    public var isStatic: Bool
    public var isConstant: Bool
    public var location: SourceLocation
    public var docComment: String?

    public init(name: String, ownership: Ownership, isUnsafe: Bool = false, typeName: String?,
                additionalTypeNames: [String] = [], typeText: String, isOptional: Bool = false,
                isCollection: Bool = false, isStatic: Bool = false, isConstant: Bool = false,
                location: SourceLocation, docComment: String? = nil) {
        self.name = name
        self.ownership = ownership
        self.isUnsafe = isUnsafe
        self.typeName = typeName
        self.additionalTypeNames = additionalTypeNames
        self.typeText = typeText
        self.isOptional = isOptional
        self.isCollection = isCollection
        self.isStatic = isStatic
        self.isConstant = isConstant
        self.location = location
        self.docComment = docComment
    }
}

/// A method, initializer or protocol requirement.
public struct MethodFact: Codable, Sendable, Equatable {
    public var name: String
    /// The declaration without its body, white space folded: `func item(at indexPath: IndexPath) -> Show`.
    public var signature: String
    public var isStatic: Bool
    public var location: SourceLocation
    public var docComment: String?

    public init(name: String, signature: String, isStatic: Bool = false, location: SourceLocation, docComment: String? = nil) {
        self.name = name
        self.signature = signature
        self.isStatic = isStatic
        self.location = location
        self.docComment = docComment
    }
}

/// An expression that makes an instance of a type, or calls a static member of it.
public struct CreationFact: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        /// `X()`, `X.init()`, `[[X alloc] init]`, `[X new]`.
        case initializer
        /// `X.makeModule()`, `[XBuilder viewController]`: a static/class member of `X` is called.
        case staticCall
        /// `storyboard.instantiateViewController(ofType: X.self)`, `instantiateViewController(withIdentifier:) as! X`.
        case storyboard
    }
    public var typeName: String
    public var kind: Kind
    /// The static member called, for `.staticCall`.
    public var member: String?
    /// The function, initializer or accessor the expression is in (`init`, `navigate(to:)`).
    public var function: String?
    public var location: SourceLocation

    public init(typeName: String, kind: Kind, member: String? = nil, function: String? = nil, location: SourceLocation) {
        self.typeName = typeName
        self.kind = kind
        self.member = member
        self.function = function
        self.location = location
    }
}

/// A closure literal passed to a call: `interactor.getShows { [unowned self] result in … }`.
public struct ClosureFact: Codable, Sendable, Equatable {
    public enum SelfCapture: String, Codable, Sendable, CaseIterable {
        /// `[weak self]`.
        case weak
        /// `[unowned self]` or `[unowned(unsafe) self]`.
        case unowned
        /// `[self]`, or `self` used with no capture list entry for it.
        case strong
        /// The closure does not use `self`.
        case none
    }
    /// The receiver of the call the closure is passed to (`interactor` in `interactor.fetch { … }`;
    /// `self.interactor` gives `interactor`), if it is a property or a name.
    public var receiver: String?
    /// The called function's name (`fetchItems`).
    public var callee: String?
    public var selfCapture: SelfCapture
    /// The function the call is in.
    public var function: String?
    /// The position of the call the closure is passed to.
    public var location: SourceLocation

    public init(receiver: String?, callee: String?, selfCapture: SelfCapture, function: String?, location: SourceLocation) {
        self.receiver = receiver
        self.callee = callee
        self.selfCapture = selfCapture
        self.function = function
        self.location = location
    }
}
