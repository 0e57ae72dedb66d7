import SourceScanner

// MARK: - Groups from the project's layout
//
// `ModelBuilder` groups modules by folder (`Modules/Shows/Home` → `Shows`). When the project says
// more — a Swift package target holds the module, or an Xcode group above it has a name of its
// own — that name is the group instead.

extension AppModel {
    /// The model with each module's group taken from `layout` where it knows one; the folder
    /// grouping stays for the others.
    public func regrouped(by layout: ProjectLayout) -> AppModel {
        var model = self
        for index in model.modules.indices {
            let module = model.modules[index]
            let files = Set(module.components.map(\.location.file) + module.protocols.map(\.location.file)
                + (module.interfacesFile.map { [$0] } ?? []))
            if let group = layout.group(ofModuleFolder: module.folder, files: files.sorted()) {
                model.modules[index].group = group
            }
        }
        return model
    }
}
