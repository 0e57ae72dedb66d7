import SourceScanner

/// Navigation that only a storyboard shows (part of pass 8, `Navigate`): module A opens module B
/// where a scene whose class is A's view has a segue (show, push, present, popover, embed…) whose
/// destination is B's view, following on the way:
/// - containers: a navigation controller's `rootViewController`, a tab bar's `viewControllers`, a
///   split view's sides, and what a controller that is no module's component embeds;
/// - storyboard references: another storyboard's initial controller, or the one its identifier names.
///
/// A container that A's scene itself embeds (a plain controller in a container view, a navigation
/// controller) is part of A's screen: its segues are A's too. Scenes of classes that are components
/// of a module in another role are neither followed nor made modules.
struct StoryboardNavigation {
    /// A scene, by its storyboard (index in `storyboards`) and its place there.
    struct SceneRef: Hashable {
        var storyboard: Int
        var scene: Int
    }

    let storyboards: [(path: String, facts: StoryboardFacts)]
    /// Per storyboard: its scenes by id, and by `storyboardIdentifier`.
    private let byID: [[String: Int]]
    private let byIdentifier: [[String: Int]]
    /// Storyboards by name (`Main`): several when localised copies or sample apps share one.
    private let byName: [String: [Int]]
    /// The module whose view a class is; nil for a class that is no component (followed through).
    private let viewModule: (String) -> String?
    /// Whether a class is a component of some module, in any role.
    private let isComponent: (String) -> Bool

    init(files: [FileFacts], viewModule: @escaping (String) -> String?, isComponent: @escaping (String) -> Bool) {
        let storyboards = files.compactMap { file in file.storyboard.map { (path: file.path, facts: $0) } }
        self.storyboards = storyboards
        byID = storyboards.map { board in
            Dictionary(board.facts.scenes.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        }
        byIdentifier = storyboards.map { board in
            Dictionary(board.facts.scenes.enumerated().compactMap { index, scene in
                scene.isReference ? nil : scene.storyboardIdentifier.map { ($0, index) }
            }, uniquingKeysWith: { first, _ in first })
        }
        byName = Dictionary(grouping: storyboards.indices, by: { StoryboardFacts.name(ofPath: storyboards[$0].path) })
        self.viewModule = viewModule
        self.isComponent = isComponent
    }

    /// The navigations of every module that storyboards show, by the module's name.
    func navigations() -> [String: [Navigation]] {
        var result: [String: Set<Navigation>] = [:]
        for (b, board) in storyboards.enumerated() {
            for (s, scene) in board.facts.scenes.enumerated() {
                guard let customClass = scene.customClass, let module = viewModule(customClass) else { continue }
                var walked: Set<SceneRef> = []
                for navigation in segues(from: SceneRef(storyboard: b, scene: s), walked: &walked) where navigation.target != module {
                    result[module, default: []].insert(navigation)
                }
            }
        }
        return result.mapValues { $0.sorted { ($0.target, $0.location) < ($1.target, $1.location) } }
    }

    /// What the segues of a scene open, and those of the containers it embeds that are no module's.
    private func segues(from ref: SceneRef, walked: inout Set<SceneRef>) -> [Navigation] {
        guard walked.insert(ref).inserted else { return [] }
        var result: [Navigation] = []
        for segue in scene(ref).segues where segue.kind != "unwind" {
            guard let destination = byID[ref.storyboard][segue.destination].map({ SceneRef(storyboard: ref.storyboard, scene: $0) }) else {
                continue
            }
            var reached: Set<SceneRef> = []
            for target in modules(at: destination, visited: &reached) {
                result.append(Navigation(target: target, location: segue.location))
            }
            // A container this screen embeds (or holds as its root) is part of it: its own segues are this screen's.
            if segue.isContainment, let inner = dereferenced(destination), isFollowedThrough(scene(inner)) {
                result += segues(from: inner, walked: &walked)
            }
        }
        return result
    }

    /// The modules whose views a scene stands for: its own class's, or, for a container or a
    /// reference, those of the controllers it holds or leads to.
    private func modules(at ref: SceneRef, visited: inout Set<SceneRef>) -> [String] {
        guard visited.insert(ref).inserted, let ref = dereferenced(ref) else { return [] }
        let scene = scene(ref)
        if let customClass = scene.customClass, let module = viewModule(customClass) { return [module] }
        guard isFollowedThrough(scene) else { return [] }
        var result: [String] = []
        for segue in scene.segues where segue.isContainment {
            guard let child = byID[ref.storyboard][segue.destination] else { continue }
            result += modules(at: SceneRef(storyboard: ref.storyboard, scene: child), visited: &visited)
        }
        return result
    }

    /// A scene whose class is no module's component (a UIKit container, an app's own tab bar controller).
    private func isFollowedThrough(_ scene: StoryboardScene) -> Bool {
        scene.customClass.map { !isComponent($0) } ?? true
    }

    /// The scene a reference leads to (through references to references, a few deep); the scene itself otherwise.
    private func dereferenced(_ ref: SceneRef) -> SceneRef? {
        var ref = ref
        for _ in 0..<8 {
            let scene = scene(ref)
            guard scene.isReference else { return ref }
            let board = scene.referencedStoryboard.flatMap { storyboard(named: $0, near: storyboards[ref.storyboard].path) } ?? ref.storyboard
            let target = scene.referencedIdentifier.map { byIdentifier[board][$0] } ?? storyboards[board].facts.initialScene.flatMap { byID[board][$0] }
            guard let target else { return nil }
            ref = SceneRef(storyboard: board, scene: target)
        }
        return nil
    }

    /// The storyboard of that name closest to `path` (the most folders in common).
    private func storyboard(named name: String, near path: String) -> Int? {
        let folders = path.split(separator: "/").dropLast()
        return byName[name]?.max { a, b in
            let (x, y) = (shared(folders, storyboards[a].path), shared(folders, storyboards[b].path))
            return x != y ? x < y : storyboards[a].path > storyboards[b].path
        }
    }

    private func shared(_ folders: ArraySlice<Substring>, _ path: String) -> Int {
        zip(folders, path.split(separator: "/")).prefix { $0 == $1 }.count
    }

    private func scene(_ ref: SceneRef) -> StoryboardScene {
        storyboards[ref.storyboard].facts.scenes[ref.scene]
    }
}
