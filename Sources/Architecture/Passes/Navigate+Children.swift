import Foundation
import SourceScanner

// MARK: - Child coordinators started
//
// `let coordinator = walletAssembly.sendCoordinator(output: self); addChild(coordinator); coordinator.start()`:
// a coordinator method that makes a child coordinator and starts it opens what the child's `start()`
// opens (its first screen, through its own helpers).

extension Navigate {
    /// How many child coordinators deep a `start()` is followed.
    static let maximumStarts = 2

    /// The child coordinators that a function makes (or asks a factory for) and starts, with where it
    /// starts them: in each function that `inFunction` takes and that calls `start()` on something.
    static func startedChildren(in members: MemberFacts, inFunction: (String?) -> Bool, _ targets: Targets,
                                _ state: ModelState) -> [(child: TypeInfo, location: SourceLocation)] {
        var starts: [String: SourceLocation] = [:]
        for call in members.calls where call.member == "start" && call.receiver != "self" && inFunction(call.function) {
            if let function = call.function, starts[function] == nil { starts[function] = call.location }
        }
        guard !starts.isEmpty else { return [] }
        var found: [(child: TypeInfo, location: SourceLocation)] = []
        for (function, location) in starts.sorted(by: { $0.value < $1.value }) {
            var types = members.creations.filter { $0.kind == .initializer && $0.function == function }.map(\.typeName)
            for call in members.calls where call.member != "start" && call.function == function {
                if let factory = targets.onlyDeclarer[call.member], let info = state.index[factory],
                   let made = returnedType(of: call.member, in: info) {
                    types.append(made)
                }
            }
            var seen = Set<String>()
            for type in types where seen.insert(type).inserted {
                guard state.role(ofComponent: type) == nil, let info = state.index[type], info.kind == .class,
                      info.members.methods.contains(where: { FindAssemblies.baseName($0.name) == "start" }) else { continue }
                found.append((info, location))
            }
        }
        return found
    }

    /// `func sendCoordinator(output: SendCoordinatorOutput) -> SendCoordinator`: the type a method of
    /// that base name returns, when its declarations agree.
    static func returnedType(of function: String, in info: TypeInfo) -> String? {
        let returned = Set(info.members.methods.compactMap { method -> String? in
            guard FindAssemblies.baseName(method.name) == function, let arrow = method.signature.range(of: "->", options: .backwards) else { return nil }
            let text = method.signature[arrow.upperBound...].trimmingCharacters(in: CharacterSet(charactersIn: " ?!"))
            return text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" } ? text : nil
        })
        return returned.count == 1 ? returned.first : nil
    }
}
