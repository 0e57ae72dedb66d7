// MARK: - What the code does with references
//
// Facts that let the model follow who creates, assigns and holds whom instead of guessing from
// names: assignments to properties, typed locals and parameters, type aliases, and the
// registrations of a dependency container (Swinject, Typhoon).

/// What the right-hand side of an assignment or an initial value is, as far as the model needs it.
public enum ValueFact: Codable, Sendable, Equatable {
    /// A local, parameter or property name: `view`, `self.view` → "view", `viewController!` → "viewController"
    /// (a chain of names gives its last one: `module.view` → "view"; an Objective-C ivar `_view` → "view").
    case name(String)
    /// An instance created right there: `HomePresenter()`, `HomePresenter(view: v)`, `[[X alloc] init…]`, `[X new]`,
    /// `storyboard.instantiateViewController(…) as! X` → "X".
    case creation(String)
    /// Handed out by a dependency container: `r.resolve(HomePresenterProtocol.self)!`,
    /// `container.resolve(X.self, argument: …)`, `r ~> X.self` → "HomePresenterProtocol".
    case resolved(String)
    /// `self`.
    case selfValue
    /// A call of a method of the enclosing type or on a name: `[self presenterModule]` (Typhoon), `makeView()`,
    /// `builder.build()`, `HomeBuilder.make()` → the method's base name (`presenterWithView:` → "presenterWithView").
    case call(String)
    /// Anything else (a literal, an arbitrary expression).
    case other
}

/// `presenter.view = view`, `self.output = presenter`, `viewController.presenter = HomePresenter()`, a bare
/// `view = v` inside a method (receiver "self"); Objective-C `presenter.view = view;`, `self.presenter = p;`,
/// `_presenter = p;` (receiver "self", property "presenter"), `[presenter setView:view];` (property "view");
/// Typhoon `[definition injectProperty:@selector(output) with:[self presenterModule]]` (receiver "definition",
/// property "output", value .call("presenterModule")).
public struct AssignmentFact: Codable, Sendable, Equatable {
    /// The object whose property is set: its last name (`presenter` for `self.presenter.view = …` gives receiver
    /// "presenter"; `module.presenter.view` gives "presenter"); "self" for `self.x = …` or an unqualified `x = …`.
    public var receiver: String
    public var property: String
    public var value: ValueFact
    /// The function, initializer or accessor it is in (same convention as CreationFact.function).
    public var function: String?
    /// Where the assignment (its target) starts; for a message, its `[`.
    public var location: SourceLocation

    public init(receiver: String, property: String, value: ValueFact, function: String? = nil, location: SourceLocation) {
        self.receiver = receiver
        self.property = property
        self.value = value
        self.function = function
        self.location = location
    }
}

/// A local variable, constant or parameter with the type it has: `let presenter = HomePresenter()`,
/// `let view: HomeViewProtocol = …`, `guard let vc = storyboard.instantiateViewController(withIdentifier: "x") as? HomeViewController`,
/// `let p = r.resolve(HomePresenterProtocol.self)!`, a function parameter `func build(view: HomeViewController)`, the
/// typed parameters of a Swinject closure `storyboardInitCompleted(HomeViewController.self) { r, c in … }`
/// (c → HomeViewController); Objective-C `HomePresenter *presenter = [HomePresenter new];`, `id<HomeViewInput> view = …;`,
/// method parameters `- (void)configure:(HomeViewController *)viewController`, block parameters
/// `^(TyphoonDefinition *definition)`.
public struct LocalFact: Codable, Sendable, Equatable {
    public var name: String
    /// Simple type name, optionals/`!`/`id<…>` unwrapped (for `id<P>` the protocol P). Declared type first, else the
    /// inferred one (creation, resolve, cast).
    public var typeName: String
    /// Further protocols of a composition (`A & B`, `id<A, B>`).
    public var additionalTypeNames: [String]
    /// A parameter of a function, method, closure or block (not a variable declared in its body).
    public var isParameter: Bool
    public var function: String?
    /// The position of the name.
    public var location: SourceLocation

    public init(name: String, typeName: String, additionalTypeNames: [String] = [], isParameter: Bool = false,
                function: String? = nil, location: SourceLocation) {
        self.name = name
        self.typeName = typeName
        self.additionalTypeNames = additionalTypeNames
        self.isParameter = isParameter
        self.function = function
        self.location = location
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        name = try c.decode(String.self, forKey: .name)
        typeName = try c.decode(String.self, forKey: .typeName)
        additionalTypeNames = try c.decodeIfPresent([String].self, forKey: .additionalTypeNames) ?? []
        isParameter = try c.decodeIfPresent(Bool.self, forKey: .isParameter) ?? false
        function = try c.decodeIfPresent(String.self, forKey: .function)
        location = try c.decode(SourceLocation.self, forKey: .location)
    }
}

/// `typealias HomeView = UIViewController & HomeViewProtocol`, `typealias Presenter = HomePresenterInterface` (top
/// level or nested in a type or protocol; `associatedtype` is not one).
public struct TypealiasFact: Codable, Sendable, Equatable {
    public var name: String
    /// The aliased type's simple names, unwrapped; every part of a composition, first the first (`AnyObject` left
    /// out); empty for a function type.
    public var typeNames: [String]
    public var typeText: String
    /// The position of the name.
    public var location: SourceLocation

    public init(name: String, typeNames: [String], typeText: String, location: SourceLocation) {
        self.name = name
        self.typeNames = typeNames
        self.typeText = typeText
        self.location = location
    }
}

/// A dependency-container registration: Swinject `container.register(HomePresenterProtocol.self) { r in HomePresenter(…) }`,
/// `container.storyboardInitCompleted(HomeViewController.self) { r, c in c.presenter = r.resolve(…) }`,
/// `autoregister(X.self, initializer: Y.init)`; Typhoon `[TyphoonDefinition withClass:[HomeViewController class]
/// configuration:^(TyphoonDefinition *definition) { [definition injectProperty:@selector(output) with:[self homePresenter]]; }]`
/// inside the assembly method `- (HomeViewController *)homeView`.
public struct RegistrationFact: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable, CaseIterable { case register, storyboardInitCompleted, autoregister, typhoon }
    public var kind: Kind
    /// The registered type: the metatype argument (`HomePresenterProtocol`), or Typhoon's `withClass:` class.
    public var typeName: String
    /// What the factory closure creates or returns (`HomePresenter` for `{ r in HomePresenter(…) }`, or for
    /// `{ r in let p = HomePresenter(); …; return p }`); for `storyboardInitCompleted` the registered type (the
    /// storyboard makes it); Typhoon: the class. Nil if it cannot be told.
    public var createdType: String?
    /// Typhoon: the assembly method that returns this definition (`homeView`); Swinject: the enclosing function.
    public var function: String?
    /// Property injections and assignments made in the closure/definition (for storyboardInitCompleted:
    /// `c.presenter = r.resolve(…)` with receiver the closure's second parameter; for Typhoon: injectProperty:with:
    /// with receiver "definition"). A chained `.initCompleted { r, p in p.view = … }` adds its assignments here too.
    public var injections: [AssignmentFact]
    /// The name that stands for the registered instance in `injections`: the second parameter of a
    /// `storyboardInitCompleted` or `initCompleted` closure (`c`), Typhoon's block parameter (`definition`);
    /// nil when there is none.
    public var instanceName: String?
    /// The position of the registering call (Swinject: its start, `container`; Typhoon: the `[`).
    public var location: SourceLocation

    public init(kind: Kind, typeName: String, createdType: String? = nil, function: String? = nil,
                injections: [AssignmentFact] = [], instanceName: String? = nil, location: SourceLocation) {
        self.kind = kind
        self.typeName = typeName
        self.createdType = createdType
        self.function = function
        self.injections = injections
        self.instanceName = instanceName
        self.location = location
    }
}
