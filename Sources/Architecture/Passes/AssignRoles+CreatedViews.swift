import SourceScanner

// MARK: - A view under another name, that the module's router creates
//
// Written after an Objective-C app whose tab screen is `TabBarWireframe` and
// `ATMTabBarViewController` (the app's class prefix on the view only): by their names they are two
// modules, neither of which can form (a router with no view, a view with nothing that assembles it),
// and the screen was lost with its navigation. The code says they are one: the wireframe creates
// the view, in the same module folder. A view controller that cannot form a module of its own and
// that a viewless router or builder creates beside it (the only such one it creates) is that
// module's view. A plain view (a debug window's root `UIView`) is no screen.

extension AssignRoles {
    /// The view candidates of keys that cannot form a module alone: no presenter, no router, no builder.
    static func loneViews(_ grouped: [String: [Candidate]]) -> [String: Candidate] {
        var result: [String: Candidate] = [:]
        for (_, group) in grouped where !group.contains(where: { [.presenter, .router, .builder].contains($0.role) }) {
            for candidate in group where candidate.role == .view { result[candidate.info.name] = candidate }
        }
        return result
    }

    /// The lone view that a viewless module's router or builder creates in the module's folder, when it
    /// creates exactly one.
    static func createdLoneView(by assembler: Candidate, among loneViews: [String: Candidate], _ state: ModelState) -> Candidate? {
        guard !loneViews.isEmpty else { return nil }
        // Made by an initializer or a storyboard, or into a typed local (`let vc: XViewController =
        // UIStoryboard(.main).instantiate()`, a generic helper that names no type).
        let members = assembler.info.members
        let made = Set(members.creations.map(\.typeName) + members.locals.filter { !$0.isParameter }.map(\.typeName))
        let created = made.compactMap { loneViews[$0] }.filter { view in
            guard state.index.isViewController(view.info.name) else { return false }
            // Beside it: the two files share a folder below the scanned root's first level (`Modules/Tab/…`).
            let shared = view.info.file.folderOfPath.sharedFolder(with: assembler.info.file.folderOfPath)
            return shared.pathParts.count >= 2
        }
        return created.count == 1 ? created[0] : nil
    }
}
