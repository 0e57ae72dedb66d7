import Architecture
import Foundation
import Reporting

// MARK: - `viper-docs explain [PATH] 'A -> B'`

extension Explain {
    /// `Home -> Details` (spaces optional): the two module names, else nil.
    static func dependencyPair(_ name: String) -> (from: String, to: String)? {
        guard let arrow = name.range(of: "->") else { return nil }
        let from = name[..<arrow.lowerBound].trimmingCharacters(in: .whitespaces)
        let to = name[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
        return from.isEmpty || to.isEmpty ? nil : (from, to)
    }

    /// Why module `from` depends on module `to`: each piece of evidence with its place in the code.
    static func dependency(from: String, to: String, in model: AppModel, format: Format) throws -> String {
        for name in [from, to] where model.module(named: name) == nil {
            throw ViperDocsError.failed(step: "explain", message: "no module '\(name)' in the model; 'viper-docs graph' lists the modules")
        }
        let edge = model.dependencies.edge(from: from, to: to)
        if format == .json {
            return try GraphReport.encode(edge.map { [GraphDocument.DependencyDTO($0)] } ?? [])
        }
        guard let edge else {
            let reverse = model.dependencies.edge(from: to, to: from) != nil ? " (\(to) depends on \(from): 'viper-docs explain \"\(to) -> \(from)\"')" : ""
            return "\(from) does not depend on \(to): no component of \(from) opens, holds, creates, adopts or imports anything of \(to)\(reverse).\n"
        }
        var lines = ["\(from) depends on \(to) (\(edge.kinds.map(\.rawValue).joined(separator: ", "))):", ""]
        for evidence in edge.evidence {
            lines.append("  \(evidence.location.file):\(evidence.location.line): \(evidence.kind.rawValue): \(evidence.detail)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
