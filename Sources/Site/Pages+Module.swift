import Architecture
import Diagrams
import Foundation
import SourceScanner

// MARK: - Module pages

/// `modules/<Module>.html`: one module, its diagram, components, references and findings.
enum ModulePageKind: PageKind {
    static let name = "module"
    static func items(_ site: PageBuilder) -> [Module] { site.content.model.modules }
    static func path(of module: Module, _ site: PageBuilder) -> String { site.map.modulePages[module.name]! }
    static func title(of module: Module, _ site: PageBuilder) -> String { module.name }
    static func context(of module: Module, _ site: PageBuilder) -> PageBuilder.ModuleContext { site.module(module) }
}

extension PageBuilder {
    /// `module.mustache`. Every `locationHref` is the line on the file's source page, or null when
    /// the site has none.
    struct ModuleContext: TemplateContext {
        /// `root`, `siteTitle`, `indexHref`, `rulesHref`.
        let frame: Inline<Frame>
        let name: String
        let style: String
        let group: String
        /// The group's name, `Ungrouped` for none.
        let groupTitle: String
        let groupHref: String?
        let folder: String
        let interfacesFile: String?
        /// The interfaces file's source page.
        let interfacesHref: String?
        /// The module's diagram (SVG).
        let diagram: String?
        let legend: [LegendEntry]
        let counts: Counts
        let components: [ComponentRow]
        let protocols: [ProtocolRow]
        let references: [ReferenceRow]
        let navigatesTo: [NavigationRow]
        let navigatedFrom: [ModuleLink]
        /// The services and entities the module uses.
        let services, entities: [AppNodeRow]
        let hasServices, hasEntities, hasComponents, hasProtocols, hasReferences, hasNavigatesTo, hasNavigatedFrom: Bool
        /// With `anchor` and `sourceLine`.
        let violations: [ViolationRow]
        /// The model's decisions about the module (`decisionPasses`, `hasDecisions`).
        let decisions: Inline<Decisions>
        /// `neighbourhood` (its map), `neighbourhoodNote`.
        let neighbourhood: Inline<Neighbourhood>
        /// `high`, `medium` or `low`; `doubts` say why it is not high, each with its fix.
        let confidence: String
        let doubts: [DoubtRow]
        let hasDoubts: Bool
        /// `viper-docs explain <name>`.
        let explainCommand: String
    }

    /// One thing the model doubts about a module (`ModuleDoubt`).
    struct DoubtRow: TemplateContext {
        let detail: String
        let fix: String

        /// A module's doubts, as the module page and the about page's Model health list them.
        static func rows(of module: Module) -> [DoubtRow] {
            module.doubts.map { DoubtRow(detail: $0.detail, fix: $0.fix) }
        }
    }

    struct LegendEntry: TemplateContext {
        let role: String
        let title: String
        let swatchStyle: String
    }

    struct ComponentRow: TemplateContext {
        let role: String
        let roleTitle: String
        let swatchStyle: String
        let type: String
        /// Nil on the second row of a type in two roles (router and builder): ids are unique.
        let anchor: String?
        let location: String
        let locationShort: String
        let locationHref: String?
        let docComment: String?
    }

    struct ProtocolRow: TemplateContext {
        let name: String
        let anchor: String
        let role: String?
        let roleTitle: String?
        let classBound: Bool
        let methods: [String]
        let hasMethods: Bool
        let location: String
        let locationShort: String
        let locationHref: String?
        let docComment: String?
    }

    struct ReferenceRow: TemplateContext {
        let from: String
        let fromTitle: String
        let fromHref: String?
        let to: String
        let toTitle: String
        let toHref: String?
        let targetModule: String?
        let targetModuleHref: String?
        let property: String
        let ownership: String
        let isStrong, isWeak, isUnowned: Bool
        let through: String
        let isProtocol: Bool
        let type: String
        let typeHref: String?
        let location: String
        let locationShort: String
        let locationHref: String?
        let isTemporary: Bool
        let inheritedFrom: String?
        let isViolation: Bool
    }

    struct NavigationRow: TemplateContext {
        let name: String
        let href: String?
        let location: String
        let locationShort: String
        let locationHref: String?
    }

    func module(_ module: Module) -> ModuleContext {
        let page = map.modulePages[module.name]!
        let violations = violationsByModule[module.name] ?? []
        let flagged = Set(violations.flatMap(\.properties))
        let services = servicesByModule[module.name] ?? []
        let entities = entitiesByModule[module.name] ?? []
        let navigatedFrom = self.navigatedFrom[module.name] ?? []
        return ModuleContext(
            frame: frame(page),
            name: module.name,
            style: module.style.rawValue,
            group: module.group,
            groupTitle: AppMap.title(ofGroup: module.group),
            groupHref: groupHref(module.group, from: page),
            folder: Self.folderText(module.folder),
            interfacesFile: module.interfacesFile,
            interfacesHref: module.interfacesFile.flatMap { map.sourcePages[$0] }.map { SitePaths.href(from: page, to: $0) },
            diagram: svg(content.moduleDiagrams[module.name] ?? "",
                         title: "Diagram of module \(module.name): components and the references between them"),
            legend: Role.allCases.map { LegendEntry(role: $0.rawValue, title: $0.title, swatchStyle: Self.swatchStyle($0)) },
            counts: counts(violations),
            components: module.components.map { component in
                ComponentRow(
                    role: component.role.rawValue, roleTitle: component.role.title, swatchStyle: Self.swatchStyle(component.role),
                    type: component.type,
                    anchor: module.components.first { $0.type == component.type } == component ? SitePaths.componentAnchor(component.type) : nil,
                    location: "\(component.location.file):\(component.location.line)",
                    locationShort: Self.shortLocation(component.location),
                    locationHref: sourceHref(component.location, from: page), docComment: nonEmpty(component.docComment))
            },
            protocols: module.protocols.map { proto in
                ProtocolRow(
                    name: proto.name, anchor: SitePaths.protocolAnchor(proto.name), role: proto.role?.rawValue,
                    roleTitle: proto.role?.title, classBound: proto.classBound, methods: proto.methods,
                    hasMethods: !proto.methods.isEmpty, location: "\(proto.location.file):\(proto.location.line)",
                    locationShort: Self.shortLocation(proto.location), locationHref: sourceHref(proto.location, from: page),
                    docComment: nonEmpty(proto.docComment))
            },
            references: module.references.map { reference($0, in: module, page: page, isViolation: flagged.contains($0.property)) },
            navigatesTo: module.navigations.map { navigation in
                NavigationRow(
                    name: navigation.target, href: moduleHref(navigation.target, from: page),
                    location: "\(navigation.location.file):\(navigation.location.line)",
                    locationShort: Self.shortLocation(navigation.location),
                    locationHref: sourceHref(navigation.location, from: page))
            },
            navigatedFrom: navigatedFrom.map { moduleLink($0, page: page) },
            services: services.map { appNodesOnModulePages["service:" + $0.name] ?? appNode($0, page: page) },
            entities: entities.map { appNodesOnModulePages["entity:" + $0.name] ?? appNode($0, page: page) },
            hasServices: !services.isEmpty,
            hasEntities: !entities.isEmpty,
            hasComponents: !module.components.isEmpty,
            hasProtocols: !module.protocols.isEmpty,
            hasReferences: !module.references.isEmpty,
            hasNavigatesTo: !module.navigations.isEmpty,
            hasNavigatedFrom: !navigatedFrom.isEmpty,
            violations: violations.enumerated().map { offset, violation in
                violationRow(violation, page: page, anchor: SitePaths.violationAnchor(offset + 1))
            },
            decisions: Inline(decisionContext(module, page: page)),
            neighbourhood: Inline(neighbourhood(of: module)),
            confidence: module.confidence.rawValue,
            doubts: DoubtRow.rows(of: module),
            hasDoubts: !module.doubts.isEmpty,
            explainCommand: "viper-docs explain \(Self.shellQuoted(module.name))")
    }

    /// A module's name as one shell word: quoted when it holds more than letters, digits and `_-.`.
    static func shellQuoted(_ word: String) -> String {
        word.allSatisfy { $0.isLetter || $0.isNumber || "_-.".contains($0) } ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    private func reference(_ reference: Reference, in module: Module, page: String, isViolation: Bool) -> ReferenceRow {
        let target = reference.targetModule.flatMap { modulesByName[$0] } ?? (reference.targetModule == nil ? module : nil)
        let targetPage = target.flatMap { map.modulePages[$0.name] }
        let typeTarget: String? =
            if module.protocols.contains(where: { $0.name == reference.type }) {
                page + "#" + SitePaths.protocolAnchor(reference.type)
            } else if module.components.contains(where: { $0.type == reference.type }) {
                page + "#" + SitePaths.componentAnchor(reference.type)
            } else if let target, let targetPage, target.protocols.contains(where: { $0.name == reference.type }) {
                targetPage + "#" + SitePaths.protocolAnchor(reference.type)
            } else {
                nil
            }
        return ReferenceRow(
            from: reference.from.rawValue,
            fromTitle: reference.from.title,
            fromHref: componentHref(module.component(reference.from), modulePage: page, from: page),
            to: reference.to.rawValue,
            toTitle: reference.to.title,
            toHref: targetPage.flatMap { componentHref(target?.component(reference.to), modulePage: $0, from: page) },
            targetModule: reference.targetModule,
            targetModuleHref: reference.targetModule.flatMap { moduleHref($0, from: page) },
            property: reference.property,
            ownership: reference.ownership.rawValue,
            isStrong: reference.ownership == .strong,
            isWeak: reference.ownership == .weak,
            isUnowned: reference.ownership == .unowned,
            through: reference.through.rawValue,
            isProtocol: reference.through == .protocol,
            type: reference.type,
            typeHref: typeTarget.map { SitePaths.href(from: page, to: $0) },
            location: "\(reference.location.file):\(reference.location.line)",
            locationShort: Self.shortLocation(reference.location),
            locationHref: sourceHref(reference.location, from: page),
            isTemporary: reference.isTemporary,
            inheritedFrom: reference.inheritedFrom,
            isViolation: isViolation)
    }

    private func componentHref(_ component: Component?, modulePage: String, from page: String) -> String? {
        guard let component else { return nil }
        return SitePaths.href(from: page, to: modulePage + "#" + SitePaths.componentAnchor(component.type))
    }

    /// A module's folder as the page shows it: the scanned folder itself (a module whose parts lie
    /// in several folders, or at the top) is `.`, never an empty box.
    static func folderText(_ folder: String) -> String {
        folder.isEmpty ? "." : folder
    }
}
