import SourceScanner

/// Pass 6: modules form from the candidates, one component per role, and each module gets the
/// builder its assemblies show: a named builder, the router that also assembles (`HomeWireframe`),
/// a `<Module>Module` object, or a central assembly's method (`AppAssembly.makeHomeModule`).
enum AssignRoles: ModelPass {
    static let name = "Assign roles"

    static func run(_ state: inout ModelState) {
        formModules(&state)
        state.reindexModules()
        HostedViews.add(&state)
        state.reindexModules()
        ViewOutputPresenters.infer(&state)
        state.reindexModules()
        CompositeModules.inferInteractors(&state)
        state.reindexModules()
        // (`addAssemblers` indexes the modules again after its last change.)
        addAssemblers(&state)
        // Variants an assembling function wires in (`AddConfirmationWireframe` for one flow of the
        // module) join once the builders are known.
        CompositeModules.addWiredVariants(&state)
        state.reindexModules()
        // Again for modules still without one, now that builders the names did not give are known (a
        // module's factory that makes the object its presenter keeps as its interactor).
        CompositeModules.inferInteractors(&state, lackingOnly: true)
        state.reindexModules()
        addKeptBuildersAsRouters(&state)
        state.reindexModules()
        addRegistryBuilders(&state)
        state.reindexModules()
        // Central assemblies: types whose functions each assemble another module (navigation asks them).
        var firstTypeByKey: [String: String] = [:]
        for candidate in state.candidates where firstTypeByKey[candidate.key] == nil { firstTypeByKey[candidate.key] = candidate.info.name }
        for (type, functions) in state.presenterFactories {
            let modules = functions.compactMapValues { key in firstTypeByKey[key].flatMap { state.componentModule[$0] } }
            if Set(modules.values).count > 1 { state.central[type] = modules }
        }
    }

    static func formModules(_ state: inout ModelState) {
        // The per-type lookups below run on every core; what they find is gathered in a set.
        let index = state.index, typeNames = state.typeNames, candidates = state.candidates
        var held = Set<String>()
        for types in Parallel.map(typeNames.count, { i -> [String] in
            guard let info = index[typeNames[i]], info.kind == .class, index.isViewController(typeNames[i]) else { return [] }
            return info.members.properties.compactMap(\.typeName)
        }) { held.formUnion(types) }
        state.typesHeldByViewControllers = held
        let grouped = Dictionary(grouping: candidates, by: \.key)
        // The first file (by path) of each file name, for finding a module's Interfaces/Contract file.
        let fileByName = state.fileByName.wait()
        // Base classes of other candidates of their role (`BaseRouter`, `BaseViewController`) are
        // shared plumbing, not a module's components.
        let roleByType = Dictionary(candidates.map { ($0.info.name, $0.role) }, uniquingKeysWith: { first, _ in first })
        var baseClasses = Set<String>()
        for names in Parallel.map(candidates.count, { i in
            index.superclasses(of: candidates[i].info.name).filter { roleByType[$0.name] == candidates[i].role }.map(\.name)
        }) { baseClasses.formUnion(names) }
        // Each group's module is formed from the group alone and the index: on every core.
        let keys = grouped.keys.sorted()
        let loneViews = loneViews(grouped)
        let formed = state.map(keys.count) { i, state, log in
            formModule(key: keys[i], group: grouped[keys[i]]!, baseClasses: baseClasses, fileByName: fileByName, loneViews: loneViews, state, &log)
        }
        var modules = formed.compactMap { $0 }
        // Names are unique: two modules that end up with one name (`Modules/Home` and `Legacy/Home`)
        // are told apart by their folders.
        let counts = Dictionary(grouping: modules.map(\.name), by: { $0 }).mapValues(\.count)
        for i in modules.indices where counts[modules[i].name, default: 0] > 1 {
            let renamed = "\(modules[i].name) (\(modules[i].folder.isEmpty ? "." : modules[i].folder))"
            state.decide("module \(modules[i].name)", "named \(renamed)", because: "another module has the name \(modules[i].name)",
                         module: renamed)
            modules[i].name = renamed
        }
        state.modules = modules
    }

    /// The module a group of candidates forms (one per role, the best ranked), or nil when they form
    /// none (absorbed by another module, a presenter alone, a cell's presenter).
    static func formModule(key: String, group: [Candidate], baseClasses: Set<String>, fileByName: [String: String],
                           loneViews: [String: Candidate] = [:], _ state: ModelState, _ log: inout DecisionLog) -> Module? {
        if state.absorbedKeys.contains(key) {
            for candidate in group {
                log.decide(candidate.info.name, "no module \(key)", because: "another module's assembler creates its presenter as one of its own",
                           evidence: [candidate.info.fact.location], rejected: true)
            }
            return nil
        }
        let groupTypes = Set(group.map(\.info.name))
        // Counted only for a role with more than one plausible candidate (in few groups).
        var counted: [String: Int]?
        var chosen: [Role: Candidate] = [:]
        var doubts: [ModuleDoubt] = []
        let presenters = Set(group.filter { $0.role == .presenter }.map(\.info.name))
        for role in Role.allCases {
            let options = group.filter { $0.role == role }
            let plausible = options.filter { isPlausible($0, groupTypes: groupTypes, state) && !baseClasses.contains($0.info.name) }
            let plausibleNames = Set(plausible.map(\.info.name))
            for option in options where !plausibleNames.contains(option.info.name) {
                log.decide(option.info.name, "not \(key)'s \(role.rawValue)",
                           because: baseClasses.contains(option.info.name) ? "it is the base class of other \(role.rawValue)s"
                              : role == .builder || role == .router
                              ? "it creates none of the module's components" : "an enum plays no \(role.rawValue)",
                           evidence: [option.info.fact.location], rejected: true)
            }
            // Ranked once each: a module folder of thousands of look-alike types stays linear.
            guard let best = plausible.count < 2 ? plausible.first : {
                let uses = counted ?? uses(in: group)
                counted = uses
                return plausible.map({ (candidate: $0, rank: rank($0, uses: uses, presenters: presenters, state)) })
                    .max(by: { $0.rank < $1.rank })?.candidate
            }() else { continue }
            chosen[role] = best
            if let tie = tiedOnEvidence(best, plausible, uses: counted, presenters: presenters, state) {
                doubts.append(ModuleDoubt(
                    kind: .conflictingCandidates,
                    detail: "\(best.info.name) and \(tie.info.name) could both be its \(role.rawValue); nothing in the code tells them apart, so the name chose \(best.info.name)",
                    fix: "roles: {\(tie.info.name): \(role.rawValue)}"))
            }
            for other in plausible where other.info.name != best.info.name {
                log.decide(other.info.name, "not \(key)'s \(role.rawValue)",
                           because: "\(best.info.name) is preferred (a view controller, used by the others, or a more specific name)",
                           evidence: [other.info.fact.location], rejected: true)
            }
        }
        // A viewless module whose router or builder creates a view that can form no module of its own.
        if chosen[.view] == nil, let assembler = chosen[.router] ?? chosen[.builder],
           let view = createdLoneView(by: assembler, among: loneViews, state) {
            chosen[.view] = Candidate(info: view.info, role: .view, key: key)
            log.decide(view.info.name, "\(key)'s view", because: "\(assembler.info.name), \(key)'s \(assembler.role.rawValue), creates it beside itself, "
                           + "and its own name (\(view.key)) forms no module", evidence: [view.info.fact.location, assembler.info.fact.location])
        }
        // A module has a presenter with something beside it, or a view with something that
        // assembles it. A presenter alone is a cell's or a child's presenter (`AlertPresenter`,
        // `PlayerTableViewCellPresenter`), and so is a cell's presenter with its cell.
        let hasAssembler = chosen[.router] != nil || chosen[.builder] != nil
        let isCell = key.hasSuffix("Cell") || key.hasSuffix("CellItem")
        let presenterWithOthers = chosen[.presenter].map { presenter in
            (chosen.count > 1 || talksToViewController(presenter.info, state)) && (!isCell || chosen[.interactor] != nil || hasAssembler)
        } ?? false
        // A navigation or tab bar controller subclass shows other modules' screens: with a router wrapper
        // that others hand it to (`NavigationController` and `NavigationRouter`) and no presenter, it is the
        // app's transport; a tab bar wireframe that makes its controller is a module.
        let containerView = chosen[.view].map { view in
            isContainer(view.info.name, state) && !(chosen[.router].map { makes($0.info.name, view.info.name, state) } ?? false)
        } ?? false
        guard presenterWithOthers || (chosen[.view] != nil && hasAssembler && !containerView) else {
            let why = isCell ? "\(key) is a cell's presenter" : chosen[.presenter] != nil
                ? "a presenter alone (a child's or a cell's) is no module"
                : containerView ? "\(key)'s view is a container of other screens, and it has no presenter"
                : "\(key) has no presenter, nor a view with an assembler"
            for candidate in group {
                log.decide(candidate.info.name, "no module \(key)", because: why, evidence: [candidate.info.fact.location], rejected: true)
            }
            return nil
        }
        var components = chosen.values.map { candidate in
            Component(role: candidate.role, type: candidate.info.name,
                      location: candidate.info.fact.location, docComment: candidate.info.fact.docComment)
        }
        for extra in state.extraMembers[key] ?? [] where !components.contains(where: { $0.type == extra.type && $0.role == extra.role }) {
            guard let info = state.index[extra.type] else { continue }
            components.append(Component(role: extra.role, type: extra.type, location: info.fact.location, docComment: info.fact.docComment))
        }
        components.sort { ($0.role, $0.type) < ($1.role, $1.type) }
        let folder = ModelBuilder.moduleFolder(components.map(\.location.file))
        let folderName = folder.pathParts.last.map(String.init) ?? key
        // `ZIKHome…` in `Modules/Home`: the folder says the module's name without the class prefix.
        let name = state.overrides.modules[key] == nil && key.hasSuffix(folderName) && folderName.first?.isUppercase == true
            ? folderName : key
        let parent = ModelBuilder.group(ofFolder: folder)
        let interfaces = (Dialects.interfacesFileNames(module: key) + Dialects.interfacesFileNames(module: name))
            .compactMap { fileByName[$0] }.min()
        let module = Module(name: name, style: .custom, group: parent, folder: folder, components: components, interfacesFile: interfaces,
                            doubts: doubts)
        for component in components {
            log.decide(component.type, "\(name)'s \(component.role.rawValue)", because: "the best candidate for the role",
                       module: name, evidence: [component.location])
        }
        return module
    }

    /// The runner-up for a role when it ties with the chosen candidate on everything the code says
    /// (configured, a view controller, adopts the role's protocol, makes the presenter, used by the others): only names
    /// and their order told them apart.
    static func tiedOnEvidence(_ best: Candidate, _ plausible: [Candidate], uses: [String: Int]?, presenters: Set<String>,
                               _ state: ModelState) -> Candidate? {
        guard plausible.count >= 2, let uses else { return nil }
        func evidence(_ candidate: Candidate) -> [Int] {
            let rank = rank(candidate, uses: uses, presenters: presenters, state)
            return [rank.0, rank.1, rank.2, rank.3]
        }
        let bestEvidence = evidence(best)
        return plausible.first { $0.info.name != best.info.name && evidence($0) == bestEvidence }
    }

    /// A presenter whose view has no role in its name still holds it, or is held by it
    /// (`WalletScreen: UIViewController { var viewModel: WalletPresenter! }`).
    static func talksToViewController(_ presenter: TypeInfo, _ state: ModelState) -> Bool {
        if presenter.members.properties.contains(where: { $0.typeName.map(state.index.isViewController) ?? false }) { return true }
        let names = Set([presenter.name] + state.index.allProtocols(of: presenter.name))
        return !names.isDisjoint(with: state.typesHeldByViewControllers)
    }

    /// Routers of endpoints (`enum NetworkRouter`) and builders of requests create no component, so
    /// they play no role.
    static func isPlausible(_ candidate: Candidate, groupTypes: Set<String>, _ state: ModelState) -> Bool {
        let createsComponent = { () -> Bool in
            candidate.info.members.creations.contains { groupTypes.contains($0.typeName) }
                || state.assemblies(of: candidate.info.name).contains { $0.created.contains { groupTypes.contains($0.typeName) } }
        }
        if state.overrides.roles[candidate.info.name] != nil { return true }
        switch candidate.role {
        case .builder: return createsComponent()
        case .router: return candidate.info.kind == .enum ? createsComponent() : true
        case .presenter, .interactor: return candidate.info.kind != .enum
        case .view, .formatter: return true
        }
    }

    /// Among several candidates for one role, prefer a view controller for the view, then one that adopts
    /// its role's protocol, then the view that makes the presenter, then the one the others create or
    /// hold, then the more specific name (`HomeViewController` over a `HomeView`).
    static func rank(_ candidate: Candidate, uses: [String: Int], presenters: Set<String> = [], _ state: ModelState)
        -> (Int, Int, Int, Int, Int, TieBreak) {
        let name = candidate.info.name
        let configured = state.overrides.roles[name] == candidate.role ? 1 : 0
        let used = uses[name, default: 0]
        let isController = candidate.role == .view && state.index.isViewController(name) ? 1 : 0
        // A candidate that adopts a protocol of its role (`InviteFriendViewController: InviteFriendsViewProtocol`)
        // plays it; a look-alike of the same name (`InviteFriendsController`, no protocol) does not.
        let adoptsRole = state.index.allProtocols(of: name).contains { parent in
            (state.index.isProtocol(parent) || state.index.undeclaredProtocols.contains(parent)) && state.naming.role(ofProtocol: parent) == candidate.role
        } ? 1 : 0
        // The view that makes the module's presenter is the screen; the views it makes and hands the
        // presenter to are its parts (a SwiftUI root view and the variants its body shows).
        let makesPresenter = candidate.role == .view && candidate.info.members.creations.contains { presenters.contains($0.typeName) } ? 1 : 0
        // Ties go to the alphabetically first name (max picks the largest, so invert).
        // (A tuple compares up to six: a view controller first, then adopting the role's protocol.)
        return (configured, isController * 2 + adoptsRole, makesPresenter, used, state.naming.specificityRank(of: name), TieBreak(name: name))
    }

    /// The last of a rank: the names reversed, compared (max picks the largest, so invert), made only
    /// when the rest of two ranks ties.
    struct TieBreak: Comparable {
        let name: String
        static func < (a: TieBreak, b: TieBreak) -> Bool { String(a.name.reversed()) < String(b.name.reversed()) }
        static func == (a: TieBreak, b: TieBreak) -> Bool { a.name == b.name }
    }

    /// How often the group's candidates create or hold each type, counted once for the whole group.
    static func uses(in group: [Candidate]) -> [String: Int] {
        var uses: [String: Int] = [:]
        for other in group {
            for creation in other.info.members.creations { uses[creation.typeName, default: 0] += 1 }
            for property in other.info.members.properties { if let type = property.typeName { uses[type, default: 0] += 1 } }
        }
        return uses
    }

    /// `AppDelegate`, `SceneDelegate`: what adopts the application's or a scene's delegate protocol.
    static func isAppDelegate(_ type: String, _ index: TypeIndex) -> Bool {
        !index.allProtocols(of: type).isDisjoint(with: appDelegateProtocols) || type.hasSuffix("AppDelegate") || type.hasSuffix("SceneDelegate")
    }

    /// Made once: a set made for each type asked about cost 3 ms of the model of 1,000 modules.
    static let appDelegateProtocols: Set<String> = ["UIApplicationDelegate", "UIWindowSceneDelegate", "UISceneDelegate", "NSApplicationDelegate"]

    /// A central factory of views (`ViewControllerFactory.searchMovie()`, `ModulesFactory.makeMainView()`):
    /// a type that is no module's view, presenter or interactor, with two or more functions that each
    /// make (or have a container hand out) the view of a different module. Each function is that
    /// module's builder, although it makes the view alone.
    static func addViewFactories(_ state: inout ModelState) {
        var viewModule: [String: String] = [:]
        for module in state.modules {
            for view in module.components where view.role == .view && viewModule[view.type] == nil { viewModule[view.type] = module.name }
        }
        // Each type's view-making functions found on every core, reading only (what the loop below
        // adds, a builder of another type, changes none of it), then filed in name order.
        let types = state.assembliesByType.keys.sorted()
        let factories = state.map(types.count) { t, state, _ -> [(function: String, module: String, assembly: Assembly)] in
            let type = types[t]
            guard !isAppDelegate(type, state.index), !state.index.isViewController(type), !state.index.isViewKind(type) else { return [] }
            let owner = state.componentModule[type]
            if let owner, state.module(named: owner)?.components.first(where: { $0.type == type })?.role != .router { return [] }
            var made: [(function: String, module: String, assembly: Assembly)] = []
            for i in state.assembliesByType[type]! {
                let assembly = state.assemblies[i]
                let modules = Set(assembly.created.compactMap { viewModule[$0.typeName] })
                if modules.count == 1 { made.append((assembly.function, modules.first!, assembly)) }
            }
            // A router that makes its own module's view and opens others' is navigating (and breaks a
            // rule); one that only makes other modules' views (`MainTabRouter.assembleHomeModules()`) is a factory.
            guard Set(made.map(\.module)).count >= 2, !made.contains(where: { $0.module == owner }) else { return [] }
            return made
        }
        for (type, made) in zip(types, factories) {
            for entry in made {
                guard let m = state.moduleByName[entry.module] else { continue }
                let component = Component(role: .builder, type: type, member: entry.function, location: entry.assembly.location,
                                          docComment: state.index[type]?.fact.docComment)
                guard state.modules[m].add(component) else { continue }
                state.decide(component.name, "\(entry.module)'s builder",
                             because: "\(type) makes one module's view per function; \(entry.function) makes \(entry.module)'s",
                             module: entry.module, evidence: [entry.assembly.location])
            }
        }
        state.reindexModules()
    }

    /// The router itself first, then a type of the module's name (`LoginModule`), then a container,
    /// then any other.
    static func priority(_ assembly: Assembly, _ module: Module) -> (Int, String, String) {
        let rank: Int
        if assembly.type == module.component(.router)?.type { rank = 0 }
        else if assembly.type.hasPrefix(module.name) { rank = 1 }
        else if assembly.isContainer { rank = 2 }
        else { rank = 3 }
        return (rank, assembly.type, assembly.function)
    }
}
