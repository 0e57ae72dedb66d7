import Architecture
import SourceScanner

/// `view-does-not-reference-entities` (opt-in): the view holds view models or plain values, not entities.
public struct ViewDoesNotReferenceEntitiesRule: Rule {
    public init() {}

    public static let description = RuleDescription(
        id: "view-does-not-reference-entities",
        title: "The view holds no entity",
        rationale: """
            Entities belong to the business layer; the presenter turns them into what the view shows, so that \
            the view stays passive and a change to a model does not reach the UI. SampleViper's README: the view \
            should "Access only ViewModels with the needed data already formatted"; ZIKViper's README: "View \
            still can't see any model". Off by default: many apps hand simple models to their views.
            """,
        defaultSeverity: .warning,
        isOptIn: true,
        triggeringExamples: [
            InfinumExample.module(viewBody: "↓private var shows: [Show] = []", interactor: """
                final class HomeInteractor: HomeInteractorInterface {
                    func getShows(_ completion: @escaping (Result<[Show], Error>) -> Void) {}
                }
                """, extraFiles: [ExampleFile("Entities/Show.swift", "struct Show {\n    let title: String\n}")]),
        ],
        nonTriggeringExamples: [
            // A view model that only the presenter and the view know is no entity.
            InfinumExample.module(viewBody: "private var items: [ShowViewModel] = []", interactor: """
                final class HomeInteractor: HomeInteractorInterface {
                    func getShows(_ completion: @escaping (Result<[Show], Error>) -> Void) {}
                }
                """, extraFiles: [
                    ExampleFile("Entities/Show.swift", "struct Show {\n    let title: String\n}"),
                    ExampleFile("Modules/Home/ShowViewModel.swift", "struct ShowViewModel {\n    let title: String\n}"),
                ]),
        ])

    public func validate(module: Module, in context: RuleContext) -> [Violation] {
        guard let view = module.component(.view) else { return [] }
        let entities = Set(context.model.entities.map(\.name)).intersection(Self.dataLayerNames(in: context))
        guard !entities.isEmpty else { return [] }
        return context.members(of: view).properties.compactMap { property in
            guard !property.isStatic, let type = property.typeName, entities.contains(type) else { return nil }
            let presenter = module.component(.presenter)?.type ?? "the presenter"
            let message = "\(view.type) holds the entity \(type) through '\(property.name)' in module \(module.name); let "
                + "\(presenter) turn it into a view model or plain values for the view"
            return violation(module, at: property.location, message, properties: [property.name], context: context)
        }
    }

    /// The names that the business layer (interactors, their protocols and the services) holds or passes:
    /// an entity is one of those, a view model is not.
    static func dataLayerNames(in context: RuleContext) -> Set<String> {
        var names = Set<String>()
        func add(_ text: String) {
            for word in text.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") }) { names.insert(String(word)) }
        }
        func add(_ members: MemberFacts) {
            for property in members.properties { property.typeName.map(add) }
            for method in members.methods { add(method.signature) }
        }
        for module in context.model.modules {
            for interactor in module.components where interactor.role == .interactor { add(context.members(of: interactor)) }
            for proto in module.protocols where proto.role == .interactor { proto.methods.forEach(add) }
        }
        for service in context.model.services {
            if let info = context.types[service.name] { add(info.members) }
        }
        return names
    }
}
