import Foundation
import SourceScanner

/// Pass 3: who creates and wires whom, function by function. This is evidence only; the next passes
/// decide with it. Every kind of assembler leaves the same trace: a function that creates (or has a
/// container resolve) the module's components and assigns them to each other's properties —
/// a `…Builder`, a `Configurator`, a `<Module>Module` object's initialiser, a router's static
/// `createModule()`, a central assembly's `makeLoginModule()`, a Swinject registration or a Typhoon
/// definition. What a function assigns (`presenter.view = view`) is kept by holder and property, so
/// a property typed vaguely (`AnyObject`, `UIViewController`) still gets its target.
enum FindAssemblies: ModelPass {
    static let name = "Find assemblies"

    static func run(_ state: inout ModelState) {
        // Each type's functions on either core; what they assign is filed in type order afterwards
        // (the order a serial walk filed it in).
        let names = state.typeNames
        let found = state.map(names.count) { i, state, _ in functions(of: names[i], state) }
        var assemblies: [Assembly] = []
        for (made, _) in found { assemblies += made }
        state.assemblies = assemblies
        state.assembliesByType = Dictionary(grouping: assemblies.indices, by: { assemblies[$0].type })
        state.assignedTypes = filed(found.map(\.assigned))
    }

    /// What the code assigns, by holder and property, each list in the order of the places, without
    /// repeats. Filed on every core: the holders fall into shares by their hash (found on every core
    /// too), each share's table made on its own, and the tables put together (filed on one core, this
    /// was a fifth of the model's time on one core).
    static func filed(_ assigned: [[(holder: String, property: String, value: AssignedValue)]]) -> [String: [String: [AssignedValue]]] {
        let shares = 4
        let shareOf = Parallel.map(assigned.count) { i in assigned[i].map { ($0.holder.hashValue & Int.max) % shares } }
        let tables = Parallel.map(shares) { share -> [String: [String: [AssignedValue]]] in
            var table: [String: [String: Set<AssignedValue>]] = [:]
            for i in assigned.indices {
                for j in assigned[i].indices where shareOf[i][j] == share {
                    let entry = assigned[i][j]
                    table[entry.holder, default: [:]][entry.property, default: []].insert(entry.value)
                }
            }
            return table.mapValues { $0.mapValues { $0.sorted { $0.location < $1.location } } }
        }
        var filed: [String: [String: [AssignedValue]]] = [:]
        filed.reserveCapacity(tables.reduce(0) { $0 + $1.count })
        for table in tables { filed.merge(table) { first, _ in first } }
        return filed
    }

    /// The assembling functions of one type, and what its code assigns to whose properties, in order.
    static func functions(of name: String, _ state: ModelState)
        -> (assemblies: [Assembly], assigned: [(holder: String, property: String, value: AssignedValue)]) {
        guard let info = state.index[name] else { return ([], []) }
        let members = info.members
        // Most types create, wire and resolve nothing (an entity, a view's outlets): no lookups made for them.
        guard !(members.creations.isEmpty && members.locals.isEmpty && members.assignments.isEmpty
                && members.typeReferences.isEmpty && members.registrations.isEmpty) else { return ([], []) }
        var assemblies: [Assembly] = []
        var assigned: [(holder: String, property: String, value: AssignedValue)] = []
        // The nested functions below capture the index, not the whole state (which they would copy per call).
        let index = state.index
        // Each function's locals by name, the last of a name kept (a function that makes 4,000 screens
        // has 8,000 locals, and each wiring looked its two up among all of them).
        var localsByFunction: [String: [String: LocalFact]] = [:]
        for local in members.locals { localsByFunction[local.function ?? "", default: [:]][local.name] = local }
        let propertyTypes = Dictionary(members.properties.compactMap { p in p.typeName.map { (p.name, $0) } },
                                       uniquingKeysWith: { first, _ in first })
        // Typhoon: an assembly method returns the definition of one class (`homeView` → HomeViewController).
        let definitions = Dictionary(members.registrations.compactMap { r in r.function.map { ($0, r.createdType ?? r.typeName) } },
                                     uniquingKeysWith: { first, _ in first })

        func typeOf(_ local: String, in function: String, extra: [String: String] = [:]) -> String? {
            if local == "self" { return name }
            if let type = extra[local] { return type }
            if let fact = localsByFunction[function]?[local] { return concrete(fact.typeName, index) }
            return propertyTypes[local].map { concrete($0, index) }
        }
        func typeOf(_ value: ValueFact, in function: String, extra: [String: String] = [:]) -> String? {
            switch value {
            case let .name(local): typeOf(local, in: function, extra: extra)
            case let .creation(type): type
            case let .resolved(type): concrete(type, index)
            case .selfValue: name
            case let .call(method): definitions[method]
            case .other: nil
            }
        }
        func record(_ assignment: AssignmentFact, in function: String, receiverType: String?, extra: [String: String] = [:]) {
            guard let holder = receiverType, let valueType = typeOf(assignment.value, in: function, extra: extra) else { return }
            assigned.append((holder, assignment.property, AssignedValue(typeName: valueType, location: assignment.location)))
        }

        // Functions that create or wire something.
        var byFunction: [String: [(typeName: String, location: SourceLocation)]] = [:]
        for creation in members.creations where (creation.kind != .staticCall || makesInstance(creation, index)) && creation.typeName != name {
            byFunction[creation.function.map(baseName) ?? "", default: []].append((creation.typeName, creation.location))
        }
        // A parameter is handed in, not made here: only locals count (`let view = HomeViewController()`,
        // `let presenter = r.resolve(HomePresenterProtocol.self)!`).
        for local in members.locals where !local.isParameter && (state.index[local.typeName] != nil || state.index.isProtocol(local.typeName)) {
            let type = concrete(local.typeName, index)
            guard type != name, state.index[type]?.kind != .protocol else { continue }
            byFunction[local.function.map(baseName) ?? "", default: []].append((type, local.location))
        }
        for assignment in members.assignments {
            let function = assignment.function ?? ""
            record(assignment, in: function, receiverType: typeOf(assignment.receiver, in: function))
        }
        // `return assembler.resolver.resolve(SearchMovieViewControllerProtocol.self)!`: handed out here.
        for reference in members.typeReferences where reference.callee == "resolve" {
            let type = concrete(reference.typeName, index)
            guard type != name, state.index[type] != nil, state.index[type]?.kind != .protocol else { continue }
            byFunction[reference.function.map(baseName) ?? "", default: []].append((type, reference.location))
        }
        var isContainer = false
        for registration in members.registrations {
            isContainer = true
            let function = registration.function.map(baseName) ?? ""
            let type = registration.createdType ?? concrete(registration.typeName, index)
            byFunction[function, default: []].append((type, registration.location))
            for injection in registration.injections {
                let receiver = injection.receiver == "definition" || injection.receiver == "c" ? type
                    : typeOf(injection.receiver, in: registration.function ?? "", extra: [:]) ?? type
                record(injection, in: registration.function ?? "", receiverType: receiver)
            }
        }
        for function in byFunction.keys.sorted() {
            let created = byFunction[function]!.sorted { $0.location < $1.location }
            let method = members.methods.first { baseName($0.name) == function }
            assemblies.append(Assembly(type: name, function: function, created: created,
                                       location: method?.location ?? created[0].location, isContainer: isContainer))
        }
        return (assemblies, assigned)
    }

    /// `EditorController.controller(presenter:)`, a class method (its own or a superclass's) that returns
    /// `Self` or the class: an initialiser by another name, not a call on another type's factory.
    static func makesInstance(_ creation: CreationFact, _ index: TypeIndex) -> Bool {
        guard creation.kind == .staticCall, let member = creation.member, index[creation.typeName] != nil else { return false }
        for type in [creation.typeName] + index.superclasses(of: creation.typeName).map(\.name) {
            guard let method = index[type]?.members.methods.first(where: { $0.isStatic && baseName($0.name) == member }) else { continue }
            guard let arrow = method.signature.range(of: "->", options: .backwards) else { return false }
            let returned = method.signature[arrow.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: " ?!"))
            return returned == "Self" || returned == creation.typeName
        }
        return false
    }

    /// `makeModule(with:)` → `makeModule`.
    static func baseName(_ function: String) -> String {
        String(function.prefix { $0 != "(" && $0 != ":" })
    }

    /// A protocol with a single concrete type behind it stands for that type; anything else as it is.
    static func concrete(_ type: String, _ index: TypeIndex) -> String {
        guard !index.tupleAliases.contains(type) else { return type }
        let resolved = index.resolved(type)
        for name in resolved where index.isProtocol(name) {
            let conformers = index.conformers(of: name)
            if conformers.count == 1 { return conformers.first! }
        }
        return resolved.first { !index.isProtocol($0) && index[$0] != nil } ?? resolved.last ?? type
    }
}
