import Architecture
import Rules

// MARK: - What `viper-docs graph` reports

/// A `viper-docs graph --format` value: one of `GraphSubject.reporters`.
public typealias GraphFormat = ReportFormat<GraphSubject>

/// The model and its findings, and what `graph` was asked to show of them.
public struct GraphSubject: Sendable {
    public var model: AppModel
    public var violations: [Violation]
    /// `--module NAME`: one module's diagram instead of the app map (diagram formats only).
    public var module: String?
    /// `--explain`: the model's decisions in the JSON.
    public var explain: Bool

    public init(model: AppModel, violations: [Violation], module: String? = nil, explain: Bool = false) {
        self.model = model
        self.violations = violations
        self.module = module
        self.explain = explain
    }

    /// The module `--module` names, or nil for the whole app.
    public func selectedModule() throws(GraphSubjectError) -> Module? {
        guard let name = module else { return nil }
        guard let found = model.modules.first(where: { $0.name == name }) else {
            throw .unknownModule(name, known: model.modules.map(\.name).sorted())
        }
        return found
    }
}

/// A `--module` the model does not have.
public enum GraphSubjectError: Error, Equatable, CustomStringConvertible {
    case unknownModule(String, known: [String])

    public var description: String {
        switch self {
        case .unknownModule(let name, let known):
            "no module '\(name)' in the app; its modules are \(known.prefix(12).joined(separator: ", "))\(known.count > 12 ? ", …" : "")"
        }
    }
}
