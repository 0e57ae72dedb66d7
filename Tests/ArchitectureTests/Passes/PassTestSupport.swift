@testable import Architecture
import SourceScanner
import TestSupport

/// The model state after running the passes up to `pass`, on inline sources.
func state(after pass: any ModelPass.Type, _ files: [(path: String, code: String)],
           overrides: ModelOverrides = .none) -> ModelState {
    var state = ModelState(files: InlineApp.facts(files).sorted { $0.path < $1.path }, naming: RoleNamer(.default), overrides: overrides)
    ModelPasses.run(&state, through: pass)
    return state
}

extension ModelState {
    /// The decisions about one subject, as `verdict — reason` (rejected ones start with ✗).
    func verdicts(_ subject: String) -> [String] {
        decisions.filter { $0.subject == subject }.map { ($0.rejected ? "✗ " : "") + $0.verdict }
    }

    /// `role:Type` of a module's components.
    func summary(_ module: String) -> [String] {
        (self.module(named: module)?.components ?? []).map { "\($0.role.rawValue):\($0.name)" }
    }
}
