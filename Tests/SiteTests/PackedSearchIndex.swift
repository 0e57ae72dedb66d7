import Foundation
@testable import Site
import XCTest

/// Reads `assets/search-index.js` as its JavaScript does: the packed index after the unpacking
/// function, unpacked into the entries `window.VIPER_SEARCH` gets ({t, k, u, d}, and x for a guide section's
/// text), in its order.
enum PackedSearchIndex {
    struct Malformed: Error, CustomStringConvertible {
        var description: String
    }

    static func unpack(_ script: String) throws -> [[String: String]] {
        guard script.hasPrefix(SearchIndex.unpacker), script.hasSuffix(");\n") else {
            throw Malformed(description: "the script is not the unpacker followed by (index);")
        }
        let json = script.dropFirst(SearchIndex.unpacker.count + 1).dropLast(3)
        guard let index = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [Any], index.count == 6,
              let kinds = index[0] as? [String], let roles = index[1] as? [String], let modules = index[2] as? [[Any]],
              let folders = index[3] as? [String], let files = index[4] as? [[Any]], let other = index[5] as? [[Any]] else {
            throw Malformed(description: "the index is not [kinds, roles, modules, folders, files, other]")
        }
        var entries: [[String: String]] = []
        func add(_ t: String, _ k: String, _ u: String, _ d: String) { entries.append(["t": t, "k": k, "u": u, "d": d]) }
        func text(_ value: Any, or fallback: String) -> String { (value as? String) ?? fallback }
        for module in modules {
            let name = module[0] as! String
            let page = text(module[2], or: "modules/\(name).html")
            add(name, "module", page, module[1] as! String)
            for component in module[3] as! [[Any]] {
                let type = component[0] as! String
                add(type, "component", page + "#" + text(component[2], or: "component-\(type)"), "\(roles[component[1] as! Int]) of \(name)")
            }
            for proto in module[4] as! [[Any]] {
                let protoName = proto[0] as! String
                let url = page + "#" + text(proto[1], or: "protocol-\(protoName)")
                add(protoName, "protocol", url, "Protocol of \(name)")
                for method in proto[2] as! [String] { add(method, "method", url, "\(protoName) · \(name)") }
            }
        }
        for file in files {
            let name = file[0] as! String, folder = folders[file[1] as! Int]
            let path = folder.isEmpty ? name : folder + "/" + name
            add(name, "file", text(file[2], or: "source/\(path).html"), path)
        }
        for entry in other {
            add(entry[0] as! String, kinds[entry[1] as! Int], entry[2] as! String, entry[3] as! String)
            if entry.count > 4 { entries[entries.count - 1]["x"] = entry[4] as? String }
        }
        let rank = Dictionary(uniqueKeysWithValues: kinds.enumerated().map { ($1, $0) })
        return entries.sorted { a, b in
            (rank[a["k"]!]!, a["t"]!, a["u"]!, a["d"]!) < (rank[b["k"]!]!, b["t"]!, b["u"]!, b["d"]!)
        }
    }
}
