import SourceScanner

// MARK: - Screens opened by naming a route enum's case
//
// `showModal(for: .bolus(…))`, `router.navigate(to: .settings)`: the caller names a case, and one
// `switch` elsewhere builds the screen of each case (`case .settings: Settings.RootView(…)`). A
// switch whose arms build two or more modules' entry points maps its cases to those modules; a
// case handed to a call then opens the module its arm builds.

extension Navigate {
    struct ScreenCases: Sendable {
        /// Each case name, the modules the arms of that name build (in every screen switch).
        var byName: [String: Set<String>] = [:]
        /// An enum's cases, the module each builds, where the switch is over a value of a known enum
        /// (`switch self` in the enum's own method, a parameter or property typed with it).
        var byType: [String: [String: String]] = [:]
        /// Each case name, the enums whose screen switches map it (where known).
        var enums: [String: Set<String>] = [:]
        /// Where the arms of screen switches start: what they build, a caller's case chooses.
        var arms: Set<SourceLocation> = []

        /// A switch: the arms of one subject in one function of one type and file.
        private struct SwitchKey: Hashable {
            var type: String
            var function: String?
            var subject: String
            var file: String
        }

        init() {}

        /// `module`: the module whose entry point a creation builds, if any.
        init(_ state: ModelState, module: (CreationFact) -> String?) {
            for (name, info) in state.index.types where !info.members.switchArms.isEmpty {
                let members = info.members
                var switches: [SwitchKey: [(arm: SwitchArmFact, modules: Set<String>)]] = [:]
                for arm in members.switchArms {
                    let key = SwitchKey(type: name, function: arm.function, subject: arm.subject, file: arm.location.file)
                    switches[key, default: []].append((arm, Set(Self.built(in: arm, members, module: module))))
                }
                for (key, arms) in switches {
                    let modules = arms.reduce(into: Set<String>()) { $0.formUnion($1.modules) }
                    guard modules.count >= 2 else { continue }
                    let enumType = key.subject == "self" ? name : Self.type(of: key.subject, in: key.function, members)
                    self.arms.formUnion(arms.map(\.arm.location))
                    for (arm, built) in arms where built.count == 1 {
                        for name in arm.cases {
                            byName[name, default: []].formUnion(built)
                            if let enumType {
                                byType[enumType, default: [:]][name] = built.first
                                enums[name, default: []].insert(enumType)
                            }
                        }
                    }
                }
            }
        }

        /// The module a case handed to a call opens: by its enum when written (`Screen.settings`), else
        /// the one module that every screen switch's arm of that name builds, unless the called
        /// function's parameter is of another type (`Treatment(type: .bolus)`). `expected`: that type,
        /// when the callee's declaration says it.
        func module(of reference: CaseReferenceFact, expected: () -> String?) -> String? {
            if let base = reference.base { return byType[base]?[reference.name] }
            guard let modules = byName[reference.name], modules.count == 1 else { return nil }
            if let known = enums[reference.name], let expected = expected(), !known.contains(expected) { return nil }
            return modules.first
        }

        /// The modules an arm's creations build; an inner switch's arm keeps its own.
        private static func built(in arm: SwitchArmFact, _ members: MemberFacts, module: (CreationFact) -> String?) -> [String] {
            members.creations.compactMap { creation in
                guard creation.function == arm.function, arm.contains(creation.location),
                      !members.switchArms.contains(where: { $0 != arm && $0.function == arm.function && $0.contains(creation.location)
                          && arm.contains($0.location) }) else { return nil }
                return module(creation)
            }
        }

        /// The declared type of a parameter, local or property.
        private static func type(of name: String, in function: String?, _ members: MemberFacts) -> String? {
            members.locals.last(where: { $0.name == name && $0.function == function })?.typeName
                ?? members.properties.first(where: { $0.name == name })?.typeName
        }
    }
}

extension Navigate {
    /// Whether a call hands the callee an enum case (`router.open(.settings)`): then the callee's screen
    /// switch opens what that case chooses, where a call with a variable (`create(for: items)`) may open any.
    static func passesCase(_ call: CallFact, _ caller: TypeInfo) -> Bool {
        caller.members.caseReferences.contains {
            $0.callee == call.member && $0.location.file == call.location.file && $0.location.line == call.location.line
        }
    }
}

extension Navigate.Targets {
    /// The module whose entry point a creation builds: its router or builder, a central assembly's
    /// method for it, or its view or presenter made directly (`Settings.RootView(resolver:)`).
    func builtModule(_ creation: CreationFact) -> String? {
        if let owner = assemblerModule(creation.typeName) { return owner }
        if let member = creation.member, let owner = state.central[creation.typeName]?[FindAssemblies.baseName(member)] { return owner }
        guard let found = state.role(ofComponent: creation.typeName), [.view, .presenter].contains(found.role) else { return nil }
        return found.module
    }
}

extension Navigate.Targets {
    /// The type of the parameter a case is handed to, where the callee's declaration is the app's only
    /// one of that name: the initialised type's property of the label's name (a memberwise
    /// initialiser), else the parameter at the label's place.
    func parameterType(of reference: CaseReferenceFact) -> String? {
        guard let callee = reference.callee else { return nil }
        let label = reference.label ?? "_"
        if callee.startsUppercase {
            guard let info = state.index[callee] else { return nil }
            if let property = info.members.properties.first(where: { $0.name == label }) { return property.typeName }
            return parameterType(in: info.members, function: "init", label: label)
        }
        guard let declarer = onlyDeclarer[callee], let info = state.index[declarer] else { return nil }
        return parameterType(in: info.members, function: callee, label: label)
    }

    /// In the functions of one base name that take that label, the type of the parameter it labels
    /// (nil unless they agree).
    private func parameterType(in members: MemberFacts, function base: String, label: String) -> String? {
        var found = Set<String>()
        for method in members.methods where FindAssemblies.baseName(method.name) == base {
            guard let open = method.name.firstIndex(of: "(") else { continue }
            let labels = method.name[method.name.index(after: open)...].split(separator: ":").map(String.init).filter { $0 != ")" }
            guard let place = labels.firstIndex(of: label) else { continue }
            let parameters = members.locals.filter { $0.isParameter && $0.function == method.name }
            guard parameters.count >= labels.count else { continue }
            found.insert(parameters[place].typeName)
        }
        return found.count == 1 ? found.first : nil
    }
}
