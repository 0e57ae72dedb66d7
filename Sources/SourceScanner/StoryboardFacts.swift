// MARK: - What a storyboard says

/// The scenes of one `.storyboard` file, as Interface Builder wrote them: each view controller (or
/// navigation, tab bar, split controller, or a reference to another storyboard), its segues, and the
/// scene the storyboard starts with. Navigation that only a storyboard shows is read from these.
public struct StoryboardFacts: Codable, Sendable, Equatable {
    /// The `id` of the storyboard's `initialViewController`, if it has one.
    public var initialScene: String?
    /// In the file's order.
    public var scenes: [StoryboardScene]

    public init(initialScene: String? = nil, scenes: [StoryboardScene] = []) {
        self.initialScene = initialScene
        self.scenes = scenes
    }

    /// The storyboard's name, as `UIStoryboard(name:)` and a reference's `storyboardName` give it:
    /// its file name without the extension (`Main` for `App/Base.lproj/Main.storyboard`).
    public static func name(ofPath path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".storyboard") ? String(file.dropLast(".storyboard".count)) : file
    }
}

/// One controller of a storyboard: `<viewController id="…" customClass="HomeViewController"
/// storyboardIdentifier="Home">`, `<navigationController>`, `<tabBarController>`, or a reference to
/// another storyboard (`<viewControllerPlaceholder storyboardName="Profile" referencedIdentifier="…">`).
public struct StoryboardScene: Codable, Sendable, Equatable {
    /// Interface Builder's id of the controller, which segues name as their destination.
    public var id: String
    /// The element's name: `viewController`, `navigationController`, `tabBarController`,
    /// `tableViewController`, `viewControllerPlaceholder`…
    public var element: String
    /// The controller's own class (`customClass`), when it is not UIKit's.
    public var customClass: String?
    /// `storyboardIdentifier`: the name `instantiateViewController(withIdentifier:)` asks for.
    public var storyboardIdentifier: String?
    /// For a reference: the storyboard it leads to (nil: this one) and the identifier of the
    /// controller there (nil: that storyboard's initial one).
    public var referencedStoryboard: String?
    public var referencedIdentifier: String?
    /// The segues that start in this scene (from the controller or any view in it), in order.
    public var segues: [StoryboardSegue]
    public var location: SourceLocation

    public init(id: String, element: String, customClass: String? = nil, storyboardIdentifier: String? = nil,
                referencedStoryboard: String? = nil, referencedIdentifier: String? = nil, segues: [StoryboardSegue] = [],
                location: SourceLocation) {
        self.id = id
        self.element = element
        self.customClass = customClass
        self.storyboardIdentifier = storyboardIdentifier
        self.referencedStoryboard = referencedStoryboard
        self.referencedIdentifier = referencedIdentifier
        self.segues = segues
        self.location = location
    }

    /// Whether the scene stands for a controller of another storyboard (or of this one, by identifier).
    public var isReference: Bool { element == "viewControllerPlaceholder" }
}

/// `<segue destination="…" kind="show" identifier="…">`, or a container's
/// `<segue kind="relationship" relationship="rootViewController">`.
public struct StoryboardSegue: Codable, Sendable, Equatable {
    /// The `id` of the destination scene, in the same storyboard.
    public var destination: String
    /// `show`, `push`, `presentation`, `modal`, `popover`, `showDetail`, `embed`, `relationship`,
    /// `unwind`, `custom`…
    public var kind: String
    /// For a relationship: `rootViewController`, `viewControllers`, `masterViewController`…
    public var relationship: String?
    public var identifier: String?
    public var location: SourceLocation

    public init(destination: String, kind: String, relationship: String? = nil, identifier: String? = nil, location: SourceLocation) {
        self.destination = destination
        self.kind = kind
        self.relationship = relationship
        self.identifier = identifier
        self.location = location
    }

    /// A container's child: a navigation controller's root, a tab, a split view's side, an embedded controller.
    public var isContainment: Bool { kind == "relationship" || kind == "embed" }
}
