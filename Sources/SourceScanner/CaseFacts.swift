// MARK: - Screens named by an enum's cases
//
// Many apps open a screen by naming a case of a route enum (`showModal(for: .bolus(…))`,
// `navigate(to: .settings)`) that one `switch` maps to the screen it builds
// (`case .settings: Settings.RootView(…)`). These two facts are what the model needs to follow them.

/// One arm of a `switch`: `case .home:`, `case let .addCarbs(mode, edit):`, `case Screen.settings:`,
/// with the lines its body spans (what it creates is read from the creations on those lines).
public struct SwitchArmFact: Codable, Sendable, Equatable {
    /// What is switched over: "self", a name (`destination`; `self.screen` gives "screen"), or ""
    /// for any other expression.
    public var subject: String
    /// The enum cases its patterns name, without their payloads.
    public var cases: [String]
    /// The function, initializer or accessor the `switch` is in.
    public var function: String?
    /// The position of the arm's `case`.
    public var location: SourceLocation
    /// The position of the arm's last token.
    public var end: SourceLocation

    public init(subject: String, cases: [String], function: String? = nil, location: SourceLocation, end: SourceLocation) {
        self.subject = subject
        self.cases = cases
        self.function = function
        self.location = location
        self.end = end
    }

    /// Whether a position is inside the arm.
    public func contains(_ other: SourceLocation) -> Bool {
        other.file == location.file && other.line >= location.line && other.line <= end.line
    }
}

/// An enum case handed to a call as a value: `showModal(for: .bolus(waitForSuggestion: true))`,
/// `router.navigate(to: .settings)`, `open(Screen.settings)`.
public struct CaseReferenceFact: Codable, Sendable, Equatable {
    public var name: String
    /// The type written before the case (`Screen` in `Screen.settings`); nil for `.settings`.
    public var base: String?
    /// The called function (`showModal`, or a type's name for its initializer).
    public var callee: String?
    /// The argument's label (`for`); nil for an unlabelled argument.
    public var label: String?
    /// The function the call is in.
    public var function: String?
    public var location: SourceLocation

    public init(name: String, base: String? = nil, callee: String? = nil, label: String? = nil, function: String? = nil,
                location: SourceLocation) {
        self.name = name
        self.base = base
        self.callee = callee
        self.label = label
        self.function = function
        self.location = location
    }
}
