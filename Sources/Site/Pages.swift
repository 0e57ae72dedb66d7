import Architecture
import Diagrams
import Foundation
import Rules
import SourceScanner

// MARK: - Page contexts
//
// What each template sees. Contexts are plain `[String: Any]` dictionaries of strings, numbers,
// booleans, arrays and dictionaries, so a theme author can read them off this file. Every link is
// already relative to the page. A value that may be missing is `NSNull` rather than absent: Mustache
// would otherwise look the name up in the enclosing contexts and find an outer value of the same name.
// Mustache renders every `0` and `""` as true, so each list and count that a template tests comes with
// a boolean (`hasErrors`).

/// Builds the context of every page of one site.
struct PageBuilder {
    let content: SiteContent
    let map: SiteMap
    /// The site's published address (`https://example.com/docs/`), for canonical links; nil when unknown.
    let baseURL: String?
    let violationsByModule: [String: [Violation]]
    /// File → its findings, sorted.
    let violationsByFile: [String: [Violation]]
    /// Module → the modules that open it, sorted.
    private let navigatedFrom: [String: [String]]
    /// Lookups for source pages, built once: a site may have thousands of files.
    let filesByPath: [String: FileFacts]
    /// Component type → its module and itself (the first, should two modules share a type name).
    let componentsByType: [String: (module: Module, component: Component)]
    /// File → the module with a component declared in it.
    let moduleByComponentFile: [String: Module]
    /// The lines of every file with a finding, to quote them (from `sourceLines`, else `sources`).
    private let quotableLines: [String: [String]]
    let ruleIDs: Set<String>
    /// A violation → its number (from 1) on its module's page.
    let violationNumbers: [Violation: Int]
    /// Module name → the module (the first, should two share a name).
    let modulesByName: [String: Module]
    /// Module name → the services and the entities it uses, sorted by name.
    let servicesByModule: [String: [AppNode]]
    let entitiesByModule: [String: [AppNode]]
    /// A module's folder → the module, to find the module of a file that declares no component.
    let moduleByFolder: [String: Module]
    /// Group name → its modules, sorted by name, for the group pages; and the groups in order.
    let groups: [(name: String, modules: [Module])]
    /// Whether the index's app map shows groups (a large app) rather than modules.
    let appMapShowsGroups: Bool
    /// Module name → the model's decisions about it, in pass order.
    let decisionsByModule: [String: [Decision]]
    /// Each pass's number and how many there are (`[4/9]`), counted once for every page.
    let passNumbers: (numbers: [String: Int], count: Int)
    /// Every service and entity as a module page shows it (`appNode`), by name. All module pages
    /// are in one folder, so their links are the same on each; built once, because a service that
    /// a thousand modules use lists a thousand links on each of a thousand pages.
    private var appNodesOnModulePages: [String: [String: Any]] = [:]

    init(content: SiteContent, map: SiteMap, baseURL: String? = nil) {
        self.content = content
        self.map = map
        self.baseURL = baseURL
        violationsByModule = Dictionary(grouping: content.violations.sorted(), by: \.module)
        violationsByFile = Dictionary(grouping: content.violations.sorted(), by: \.location.file)
        var from: [String: Set<String>] = [:]
        for module in content.model.modules {
            for target in module.navigatesTo { from[target, default: []].insert(module.name) }
        }
        navigatedFrom = from.mapValues { $0.sorted() }
        ruleIDs = Set(content.rules.map(\.id))
        var numbers: [Violation: Int] = [:]
        for violations in violationsByModule.values {
            for (offset, violation) in violations.enumerated() where numbers[violation] == nil {
                numbers[violation] = offset + 1
            }
        }
        violationNumbers = numbers
        filesByPath = Dictionary(content.model.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var components: [String: (module: Module, component: Component)] = [:]
        var moduleByFile: [String: Module] = [:]
        for module in content.model.modules {
            for component in module.components {
                if components[component.type] == nil { components[component.type] = (module, component) }
                if moduleByFile[component.location.file] == nil { moduleByFile[component.location.file] = module }
            }
        }
        componentsByType = components
        moduleByComponentFile = moduleByFile
        modulesByName = Dictionary(content.model.modules.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // Built once: looking them up per module page made a large app's pages quadratic.
        func uses(_ nodes: [AppNode]) -> [String: [AppNode]] {
            var result: [String: [AppNode]] = [:]
            for node in nodes.sorted(by: { $0.name < $1.name }) {
                for module in Set(node.usedBy) { result[module, default: []].append(node) }
            }
            return result
        }
        servicesByModule = uses(content.model.services)
        entitiesByModule = uses(content.model.entities)
        var folders: [String: Module] = [:]
        for module in content.model.modules where !module.folder.isEmpty && folders[module.folder] == nil {
            folders[module.folder] = module
        }
        moduleByFolder = folders
        groups = content.model.groups
        appMapShowsGroups = AppMap.showsGroups(content.model, limit: content.diagramNodeLimit)
        decisionsByModule = Self.decisionsByModule(content.model)
        passNumbers = content.model.passNumbers
        var quotable: [String: [String]] = [:]
        for file in violationsByFile.keys {
            quotable[file] = content.sourceLines[file]
                ?? content.sources[file].map { $0.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) }
        }
        quotableLines = quotable
        var nodes: [String: [String: Any]] = [:]
        // Any page of the folder will do: the links of an app node carry no link to the page itself.
        let modulePage = SitePaths.modulePage(named: "_")
        for (kind, list) in [("service", content.model.services), ("entity", content.model.entities)] {
            for node in list where nodes[kind + ":" + node.name] == nil {
                nodes[kind + ":" + node.name] = appNode(node, page: modulePage)
            }
        }
        appNodesOnModulePages = nodes
    }

    // MARK: Layout

    /// `layout.mustache`: the frame around every page.
    ///
    /// `root`, `siteTitle`, `pageTitle`, `documentTitle` (for `<title>`), `stylesheet`, `indexHref`,
    /// `rulesHref`, `guidesHref` (or null), `aboutHref`, `isIndex`/`isModule`/`isGuide`/`isRules` (the rules page
    /// and every rule's page)/`isRule`/`isSource`/`isAbout`, `searchIndexHref` (the generated search index,
    /// `assets/search-index.js`, from this page), `canonicalURL` (the page's absolute URL when the site
    /// has a base URL, else null), and `content` (the page's HTML, to insert with `{{{content}}}`).
    func layout(page: String, kind: PageKind, pageTitle: String, body: String) -> [String: Any] {
        [
            "root": SitePaths.root(of: page),
            "searchIndexHref": SitePaths.href(from: page, to: SearchIndex.path),
            "canonicalURL": baseURL.map { Sitemap.absoluteURL(of: page, base: $0) } ?? NSNull(),
            "isRule": kind == .rule,
            "isSource": kind == .source,
            "isGroup": kind == .group,
            "isAbout": kind == .about,
            "aboutHref": SitePaths.href(from: page, to: SiteMap.about),
            "siteTitle": content.title,
            "pageTitle": pageTitle,
            "documentTitle": kind == .index ? "\(content.title) — VIPER architecture" : "\(pageTitle) — \(content.title)",
            "stylesheet": SitePaths.href(from: page, to: Theme.stylesheet),
            "indexHref": SitePaths.href(from: page, to: SiteMap.index),
            "rulesHref": SitePaths.href(from: page, to: SiteMap.rules),
            "guidesHref": content.guides.isEmpty ? NSNull() : SitePaths.href(from: page, to: SiteMap.index + "#guides"),
            "isIndex": kind == .index,
            "isModule": kind == .module,
            "isGuide": kind == .guide,
            "isRules": kind == .rules || kind == .rule,
            "content": body,
        ]
    }

    enum PageKind { case index, module, group, guide, rules, rule, source, about }

    // MARK: Index

    /// `index.mustache`.
    ///
    /// `root`, `siteTitle`, `counts` {`modules`, `components`, `groups`, `errors`, `warnings`, `notes`,
    /// `violations`, `hasErrors`, `hasWarnings`}, `appDiagram` (SVG or null), `appMapShowsGroups`
    /// (the map shows groups, not modules: a large app), `groups` [groupRow with `modules` [moduleRow]], `services`/`entities` [{`name`, `location`, `locationHref`, `usedBy` [{`name`, `href`}]}],
    /// `guides` [{`title`, `href`}], `violations` [violationRow], `rulesHref`, `sourceFiles` [{`path`, `href`}],
    /// `sourceFilesLabel` ("58 source files"); `hasServices`, `hasEntities`, `hasGuides`, `hasSourceFiles`.
    func index() -> [String: Any] {
        let page = SiteMap.index
        let modules = content.model.modules
        let severityCounts = counts(content.violations)
        return [
            "root": "",
            "siteTitle": content.title,
            "counts": severityCounts.merging([
                "modules": modules.count,
                "components": modules.reduce(0) { $0 + $1.components.count },
                "groups": content.model.groups.count,
            ]) { a, _ in a },
            "appDiagram": svg(content.appDiagram, title: appMapShowsGroups
                ? "App map of \(content.title): groups of modules, arrows for navigation between them, numbered by count"
                : "App map of \(content.title): modules by group, arrows for navigation"),
            "appMapShowsGroups": appMapShowsGroups,
            "appMapNote": content.mapNotes["app"] ?? NSNull(),
            "groups": groups.map { groupRow($0, page: page) },
            "services": content.model.services.sorted { $0.name < $1.name }.map { appNode($0, page: page) },
            "entities": content.model.entities.sorted { $0.name < $1.name }.map { appNode($0, page: page) },
            "hasServices": !content.model.services.isEmpty,
            "hasEntities": !content.model.entities.isEmpty,
            "guides": guideLinks(page: page, current: nil),
            "hasGuides": !content.guides.isEmpty,
            "violations": content.violations.sorted().map { violationRow($0, page: page, anchor: nil) },
            "rulesHref": SitePaths.href(from: page, to: SiteMap.rules),
            "sourceFiles": map.sourcePages.sorted { $0.key < $1.key }.map { path, target in
                ["path": path, "href": SitePaths.href(from: page, to: target)]
            },
            "hasSourceFiles": !map.sourcePages.isEmpty,
            "sourceFilesLabel": Self.count(map.sourcePages.count, "source file"),
        ]
    }

    /// {`name`, `href`, `style`, `group`, `componentCount`, `errors`, `warnings`, `notes`,
    /// `hasErrors`, `hasWarnings`, `hasNotes`, `isClean`}
    func moduleRow(_ module: Module, page: String) -> [String: Any] {
        let c = counts(violationsByModule[module.name] ?? [])
        return c.merging([
            "name": module.name,
            "href": moduleHref(module.name, from: page) ?? NSNull(),
            "style": module.style.rawValue,
            "group": module.group,
            "componentCount": module.components.count,
            "isClean": (violationsByModule[module.name] ?? []).isEmpty,
        ]) { a, _ in a }
    }

    func appNode(_ node: AppNode, page: String) -> [String: Any] {
        [
            "name": node.name,
            "location": "\(node.location.file):\(node.location.line)",
            "locationShort": Self.shortLocation(node.location),
            "locationHref": sourceHref(node.location, from: page),
            "usedBy": node.usedBy.sorted().map { moduleLink($0, page: page) },
            "usedByLabel": Self.count(node.usedBy.count, "module"),
            // A service of a large app can be used by hundreds of modules: the list is folded.
            "usedByIsLong": node.usedBy.count > Self.longListLength,
        ]
    }

    /// Lists longer than this are folded away (`usedByIsLong`).
    static let longListLength = 12

    // MARK: Module

    /// `module.mustache`.
    ///
    /// `root`, `siteTitle`, `indexHref`, `rulesHref`, `name`, `style`, `group`, `groupTitle` (the group's
    /// name, `Ungrouped` for none), `groupHref` (the group's page, or null), `folder`, `interfacesFile`
    /// (or null), `interfacesHref` (its source page, or null), `diagram` (SVG or null), `legend` [{`role`, `title`}], `counts` (as on the index),
    /// `components` [{`role`, `roleTitle`, `swatchStyle`, `type`, `anchor`, `location`, `locationHref`, `docComment`}],
    /// `protocols` [{`name`, `anchor`, `role`, `roleTitle`, `classBound`, `methods` [String],
    /// `hasMethods`, `location`, `locationHref`, `docComment`}],
    /// `references` [{`from`, `fromTitle`, `fromHref`, `to`, `toTitle`, `toHref`, `targetModule`,
    /// `targetModuleHref`, `property`, `ownership`, `isStrong`/`isWeak`/`isUnowned`, `through`,
    /// `isProtocol`, `type`, `typeHref`, `location`, `locationHref`, `isTemporary`, `inheritedFrom`, `isViolation`}],
    /// `navigatesTo` [{`name`, `href`, `location`, `locationHref`}], `navigatedFrom` [{`name`, `href`}],
    /// `services`/`entities` (those the module uses) [{`name`, `location`, `locationHref`, `usedBy`}],
    /// `violations` [violationRow with `anchor` and `sourceLine`]; `hasComponents`, `hasProtocols`,
    /// `hasReferences`, `hasNavigatesTo`, `hasNavigatedFrom`, `hasServices`, `hasEntities`; and the
    /// model's decisions about the module (`decisionPasses`, `hasDecisions`: see `decisionContext`).
    ///
    /// Every `locationHref` is the line on the file's source page, or null when the site has none.
    func module(_ module: Module) -> [String: Any] {
        let page = map.modulePages[module.name]!
        let violations = violationsByModule[module.name] ?? []
        let flagged = Set(violations.flatMap(\.properties))
        let services = servicesByModule[module.name] ?? []
        let entities = entitiesByModule[module.name] ?? []
        var context: [String: Any] = [
            "root": SitePaths.root(of: page),
            "siteTitle": content.title,
            "indexHref": SitePaths.href(from: page, to: SiteMap.index),
            "rulesHref": SitePaths.href(from: page, to: SiteMap.rules),
            "name": module.name,
            "style": module.style.rawValue,
            "group": module.group,
            "groupTitle": AppMap.title(ofGroup: module.group),
            "groupHref": groupHref(module.group, from: page) ?? NSNull(),
            "folder": module.folder,
            "interfacesFile": module.interfacesFile ?? NSNull(),
            "interfacesHref": module.interfacesFile.flatMap { map.sourcePages[$0] }.map { SitePaths.href(from: page, to: $0) } ?? NSNull(),
            "diagram": svg(content.moduleDiagrams[module.name] ?? "",
                           title: "Diagram of module \(module.name): components and the references between them"),
            "legend": Role.allCases.map { ["role": $0.rawValue, "title": $0.title, "swatchStyle": Self.swatchStyle($0)] },
            "counts": counts(violations),
            "components": module.components.map { component in
                [
                    "role": component.role.rawValue,
                    "roleTitle": component.role.title,
                    "swatchStyle": Self.swatchStyle(component.role),
                    "type": component.type,
                    // A type in two roles (router and builder) has two rows; the id goes on the first.
                    "anchor": module.components.first { $0.type == component.type } == component ? SitePaths.componentAnchor(component.type) : NSNull(),
                    "location": "\(component.location.file):\(component.location.line)",
                    "locationShort": Self.shortLocation(component.location),
                    "locationHref": sourceHref(component.location, from: page),
                    "docComment": nonEmpty(component.docComment),
                ] as [String: Any]
            },
            "protocols": module.protocols.map { proto in
                [
                    "name": proto.name,
                    "anchor": SitePaths.protocolAnchor(proto.name),
                    "role": proto.role?.rawValue ?? NSNull(),
                    "roleTitle": proto.role?.title ?? NSNull(),
                    "classBound": proto.classBound,
                    "methods": proto.methods,
                    "hasMethods": !proto.methods.isEmpty,
                    "location": "\(proto.location.file):\(proto.location.line)",
                    "locationShort": Self.shortLocation(proto.location),
                    "locationHref": sourceHref(proto.location, from: page),
                    "docComment": nonEmpty(proto.docComment),
                ] as [String: Any]
            },
            "references": module.references.map { reference(
                $0, in: module, page: page, isViolation: flagged.contains($0.property)) },
            "navigatesTo": module.navigations.map { navigation in
                [
                    "name": navigation.target,
                    "href": moduleHref(navigation.target, from: page) ?? NSNull(),
                    "location": "\(navigation.location.file):\(navigation.location.line)",
                    "locationShort": Self.shortLocation(navigation.location),
                    "locationHref": sourceHref(navigation.location, from: page),
                ] as [String: Any]
            },
            "navigatedFrom": (navigatedFrom[module.name] ?? []).map { moduleLink($0, page: page) },
            "services": services.map { appNodesOnModulePages["service:" + $0.name] ?? appNode($0, page: page) },
            "entities": entities.map { appNodesOnModulePages["entity:" + $0.name] ?? appNode($0, page: page) },
            "hasServices": !services.isEmpty,
            "hasEntities": !entities.isEmpty,
            "hasComponents": !module.components.isEmpty,
            "hasProtocols": !module.protocols.isEmpty,
            "hasReferences": !module.references.isEmpty,
            "hasNavigatesTo": !module.navigations.isEmpty,
            "hasNavigatedFrom": !(navigatedFrom[module.name] ?? []).isEmpty,
            "violations": violations.enumerated().map { offset, violation in
                violationRow(violation, page: page, anchor: SitePaths.violationAnchor(offset + 1))
            },
        ]
        context.merge(decisionContext(module, page: page)) { a, _ in a }
        context.merge(neighbourhoodContext(module)) { a, _ in a }
        return context
    }

    private func reference(_ reference: Reference, in module: Module, page: String, isViolation: Bool) -> [String: Any] {
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
        return [
            "from": reference.from.rawValue,
            "fromTitle": reference.from.title,
            "fromHref": componentHref(module.component(reference.from), modulePage: page, from: page),
            "to": reference.to.rawValue,
            "toTitle": reference.to.title,
            "toHref": targetPage.map { componentHref(target?.component(reference.to), modulePage: $0, from: page) } ?? NSNull(),
            "targetModule": reference.targetModule ?? NSNull(),
            "targetModuleHref": reference.targetModule.flatMap { moduleHref($0, from: page) } ?? NSNull(),
            "property": reference.property,
            "ownership": reference.ownership.rawValue,
            "isStrong": reference.ownership == .strong,
            "isWeak": reference.ownership == .weak,
            "isUnowned": reference.ownership == .unowned,
            "through": reference.through.rawValue,
            "isProtocol": reference.through == .protocol,
            "type": reference.type,
            "typeHref": typeTarget.map { SitePaths.href(from: page, to: $0) } ?? NSNull(),
            "location": "\(reference.location.file):\(reference.location.line)",
            "locationShort": Self.shortLocation(reference.location),
            "locationHref": sourceHref(reference.location, from: page),
            "isTemporary": reference.isTemporary,
            "inheritedFrom": reference.inheritedFrom ?? NSNull(),
            "isViolation": isViolation,
        ]
    }

    private func componentHref(_ component: Component?, modulePage: String, from page: String) -> Any {
        guard let component else { return NSNull() }
        return SitePaths.href(from: page, to: modulePage + "#" + SitePaths.componentAnchor(component.type))
    }

    // MARK: Guide

    /// `guide.mustache`.
    ///
    /// `root`, `siteTitle`, `indexHref`, `title`, `sourcePath`, `html` (the guide's body, placeholders
    /// replaced, to insert with `{{{html}}}`), `guides` [{`title`, `href`, `isCurrent`}].
    func guide(_ guide: GuidePage, html: String) -> [String: Any] {
        let page = map.guidePages[guide.sourcePath]!
        return [
            "root": SitePaths.root(of: page),
            "siteTitle": content.title,
            "indexHref": SitePaths.href(from: page, to: SiteMap.index),
            "title": guide.title,
            "sourcePath": guide.sourcePath,
            "html": html,
            "guides": guideLinks(page: page, current: guide.sourcePath),
            "guideFolders": guideFolders(page: page, current: guide.sourcePath),
            "toc": guide.headings.filter { (2...3).contains($0.level) }.map {
                ["text": $0.text, "anchor": $0.anchor, "isSub": $0.level == 3] as [String: Any]
            },
            "hasTOC": guide.headings.filter { (2...3).contains($0.level) }.count > 1,
        ]
    }

    /// The guides in reading order: by folder, then front-matter `order`, then file name.
    private var orderedGuides: [GuidePage] {
        content.guides.sorted { a, b in
            let folderA = Self.folder(of: a.sourcePath), folderB = Self.folder(of: b.sourcePath)
            if folderA != folderB { return folderA < folderB }
            return (a.order ?? Int.max, a.sourcePath) < (b.order ?? Int.max, b.sourcePath)
        }
    }

    static func folder(of path: String) -> String {
        path.split(separator: "/").dropLast().joined(separator: "/")
    }

    private func guideLinks(page: String, current: String?) -> [[String: Any]] {
        orderedGuides.map { guide in
            [
                "title": guide.title,
                "href": SitePaths.href(from: page, to: map.guidePages[guide.sourcePath]!),
                "isCurrent": guide.sourcePath == current,
            ]
        }
    }

    /// The guide navigation by folder: [{`name` (null for the top folder), `guides` [{`title`, `href`, `isCurrent`}]}].
    private func guideFolders(page: String, current: String?) -> [[String: Any]] {
        var folders: [(name: String, guides: [[String: Any]])] = []
        for guide in orderedGuides {
            let folder = Self.folder(of: guide.sourcePath)
            let link: [String: Any] = [
                "title": guide.title,
                "href": SitePaths.href(from: page, to: map.guidePages[guide.sourcePath]!),
                "isCurrent": guide.sourcePath == current,
            ]
            if folders.last?.name == folder {
                folders[folders.count - 1].guides.append(link)
            } else {
                folders.append((folder, [link]))
            }
        }
        return folders.map { ["name": $0.name.isEmpty ? NSNull() : $0.name as Any, "guides": $0.guides] }
    }

    // MARK: Rules

    /// `rules.mustache`.
    ///
    /// `root`, `siteTitle`, `indexHref`, `rules` [{`id`, `anchor`, `href` (the rule's page), `title`, `severity`, `isError`/
    /// `isWarning`/`isNote`, `rationale`, `findings`, `findingsLabel`, `hasFindings`}], `hasRules`, `counts` (as on the index).
    func rules() -> [String: Any] {
        let page = SiteMap.rules
        let findings = Dictionary(grouping: content.violations, by: \.rule).mapValues(\.count)
        return [
            "root": "",
            "siteTitle": content.title,
            "indexHref": SitePaths.href(from: page, to: SiteMap.index),
            "counts": counts(content.violations),
            "hasRules": !content.rules.isEmpty,
            "rules": content.rules.sorted { $0.id < $1.id }.map { rule in
                severityFlags(rule.severity).merging([
                    "id": rule.id,
                    "anchor": SitePaths.ruleAnchor(rule.id),
                    "href": SitePaths.href(from: page, to: map.rulePages[rule.id]!),
                    "title": rule.title,
                    "rationale": rule.rationale,
                    "findings": findings[rule.id] ?? 0,
                    "findingsLabel": Self.count(findings[rule.id] ?? 0, "finding"),
                    "hasFindings": findings[rule.id] != nil,
                ]) { a, _ in a }
            },
        ]
    }

    // MARK: Shared pieces

    /// {`severity`, `isError`/`isWarning`/`isNote`, `rule`, `ruleHref`, `module`, `moduleHref`, `file`,
    /// `line`, `column`, `location` (`file:line`), `fullLocation` (`file:line:column`), `locationText`
    /// (`fullLocation` on module pages, else `location`), `href` (off the module page: the finding on
    /// its module page, else null), `sourceHref` (the line on the file's source page, or null),
    /// `anchor` (its `id` on a module page, else null), `message`,
    /// `sourceLine` (the quoted line, on module pages), `showModule` (true off the module page)}
    func violationRow(_ violation: Violation, page: String, anchor: String?) -> [String: Any] {
        let location = violation.location
        let modulePage = map.modulePages[violation.module]
        var href: Any = NSNull()
        if anchor == nil, let modulePage, let number = violationNumbers[violation] {
            href = SitePaths.href(from: page, to: modulePage + "#" + SitePaths.violationAnchor(number))
        }
        return severityFlags(violation.severity).merging([
            "rule": violation.rule,
            "ruleHref": ruleHref(violation.rule, from: page),
            "module": violation.module,
            "moduleHref": moduleHref(violation.module, from: page) ?? NSNull(),
            "file": location.file,
            "line": location.line,
            "column": location.column,
            "location": "\(location.file):\(location.line)",
            "fullLocation": location.description,
            "locationText": anchor == nil ? "\(location.file):\(location.line)" : location.description,
            "href": href,
            "sourceHref": sourceHref(location, from: page),
            "anchor": anchor ?? NSNull(),
            "message": violation.message,
            "sourceLine": anchor == nil ? NSNull() : sourceLine(at: location),
            "showModule": anchor == nil,
        ]) { a, _ in a }
    }

    func severityFlags(_ severity: Severity) -> [String: Any] {
        [
            "severity": severity.rawValue,
            "isError": severity == .error,
            "isWarning": severity == .warning,
            "isNote": severity == .note,
        ]
    }

    /// {`errors`, `warnings`, `notes`, `violations`, the same as text (`errorsLabel`: "1 error",
    /// `warningsLabel`, `notesLabel`, `violationsLabel`: "3 findings"), `hasErrors`, `hasWarnings`,
    /// `hasNotes`, `hasViolations`}
    func counts(_ violations: [Violation]) -> [String: Any] {
        let errors = violations.filter { $0.severity == .error }.count
        let warnings = violations.filter { $0.severity == .warning }.count
        let notes = violations.filter { $0.severity == .note }.count
        return [
            "errors": errors, "warnings": warnings, "notes": notes, "violations": violations.count,
            "errorsLabel": Self.count(errors, "error"), "warningsLabel": Self.count(warnings, "warning"),
            "notesLabel": Self.count(notes, "note"), "violationsLabel": Self.count(violations.count, "finding"),
            "hasErrors": errors > 0, "hasWarnings": warnings > 0, "hasNotes": notes > 0,
            "hasViolations": !violations.isEmpty,
        ]
    }

    /// `HomePresenter.swift:7`: the file's name and the line, for tables (the full path goes in a tooltip).
    static func shortLocation(_ location: SourceLocation) -> String {
        "\(location.file.split(separator: "/").last.map(String.init) ?? location.file):\(location.line)"
    }

    /// "1 error", "2 errors".
    static func count(_ n: Int, _ noun: String) -> String {
        "\(n) \(noun)\(n == 1 ? "" : "s")"
    }

    /// The quoted line, without its indentation, or null when the file's lines are not known.
    private func sourceLine(at location: SourceLocation) -> Any {
        guard let lines = quotableLines[location.file], location.line >= 1, location.line <= lines.count else {
            return NSNull()
        }
        let line = lines[location.line - 1].trimmingCharacters(in: .whitespacesAndNewlines)
        return line.isEmpty ? NSNull() : line
    }

    /// The line of `location` on its file's source page, or null when the site has no page for the file.
    func sourceHref(_ location: SourceLocation, from page: String) -> Any {
        guard let sourcePage = map.sourcePages[location.file] else { return NSNull() }
        return SitePaths.href(from: page, to: sourcePage + "#" + SitePaths.lineAnchor(location.line))
    }

    /// The page of a rule, or null for a rule the rulebook does not list.
    func ruleHref(_ id: String, from page: String) -> Any {
        guard ruleIDs.contains(id), let rulePage = map.rulePages[id] else { return NSNull() }
        return SitePaths.href(from: page, to: rulePage)
    }

    func moduleHref(_ name: String, from page: String) -> String? {
        map.modulePages[name].map { SitePaths.href(from: page, to: $0) }
    }

    /// {`name`, `href` (or null for a module the site has no page for)}
    func moduleLink(_ name: String, page: String) -> [String: Any] {
        ["name": name, "href": moduleHref(name, from: page) ?? NSNull()]
    }

    /// The one diagram of an index or module page, ready to inline (its `id`s prefixed like a guide's
    /// first figure).
    func svg(_ markup: String, title: String) -> Any {
        markup.isEmpty ? NSNull()
            : InlineSVG.titled(InlineSVG.namespaceIDs(in: InlineSVG.prepare(markup), prefix: "diagram-1-"), title)
    }

    func nonEmpty(_ text: String?) -> Any {
        guard let text, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return NSNull() }
        return text
    }
}

extension PageBuilder {
    /// The colours a role has in the diagrams, for the legend's and the tables' swatches: one palette
    /// (`DiagramPalette`) for diagrams and pages alike.
    static func swatchStyle(_ role: Role) -> String {
        let colors = DiagramPalette.colors(for: role)
        return "background:\(colors.fill);border-color:\(colors.border)"
    }
}
