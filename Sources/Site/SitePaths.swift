import Architecture
import Foundation
import SourceScanner

// MARK: - Where pages live
//
// Every page has a path relative to the site root (`modules/Home.html`). Links are always written
// relative to the page that holds them, so the site works from `file://` and from any sub-path.

/// File names and anchors the site uses; other stages use them to link into the site.
public enum SitePaths {
    /// The page of a module, relative to the site root: `modules/Home.html`.
    /// (Should two module names differ only in case, the second page gets a `-2` suffix.)
    public static func modulePage(named name: String) -> String {
        "modules/\(fileName(name)).html"
    }

    /// The page of a group of modules, relative to the site root: `groups/Catalog.html`; the modules
    /// outside any group folder (group `""`) have `groups/_.html`.
    public static func groupPage(named name: String) -> String {
        "groups/\(fileName(name)).html"
    }

    /// The page of every group (`groupPage(named:)`), unique even on a case-insensitive disk: of two
    /// names that differ only in case, the second (in sorted order) gets a `-2` suffix.
    public static func groupPages(for names: [String]) -> [String: String] {
        var taken: Set<String> = []
        var pages: [String: String] = [:]
        for name in Set(names).sorted() {
            pages[name] = PageMap.claim(groupPage(named: name), in: &taken)
        }
        return pages
    }

    /// The page of a guide, relative to the site root: `02-Creating-A-Module.md` → `guides/02-Creating-A-Module.html`.
    /// Sub-folders are kept; `.`, `..` and empty components are dropped so a page never leaves `guides/`.
    /// `#`, `%`, `?`, a backslash and control characters are written `_XX` (`c#sharp.md` → `c_23sharp.html`): a
    /// link holds the page's path as it is, where they would end it or be decoded.
    public static func guidePage(sourcePath: String) -> String {
        var components = sourcePath.split(separator: "/").map(String.init).filter { $0 != "." && $0 != ".." }
        var last = components.popLast() ?? ""
        for suffix in [".md", ".markdown"] where last.lowercased().hasSuffix(suffix) {
            last = String(last.dropLast(suffix.count))
        }
        if last.isEmpty || last.hasPrefix(".") { last = "_" + last }
        return (["guides"] + components.map { bounded(guideName($0)) } + ["\(bounded(guideName(last))).html"]).joined(separator: "/")
    }

    /// A guide's file or folder name with the characters a link cannot hold as they are written `_XX`.
    static func guideName(_ name: String) -> String {
        guard name.unicodeScalars.contains(where: isUnsafeInGuideName) else { return name }
        var out = ""
        for scalar in name.unicodeScalars {
            if isUnsafeInGuideName(scalar) { out += slug(String(scalar)) } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }

    private static func isUnsafeInGuideName(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "#" || scalar == "%" || scalar == "?" || scalar == "\\" || scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// The page of a scanned file, relative to the site root:
    /// `Modules/Shows/Home/HomePresenter.swift` → `source/Modules/Shows/Home/HomePresenter.swift.html`.
    /// Folders are kept; `.`, `..` and empty components are dropped, a hidden name gets a `_` before it,
    /// and a character that is not safe in a URL is written as `_XX` per UTF-8 byte.
    public static func sourcePage(path: String) -> String {
        let components = path.pathParts.filter { $0 != "." && $0 != ".." }.map(String.init)
        guard !components.isEmpty else { return "source/_.html" }
        return (["source"] + components.map(sourceFileName)).joined(separator: "/") + ".html"
    }

    /// The page of every scanned file (`sourcePage(path:)`), unique even on a case-insensitive disk:
    /// of two paths that differ only in case, the second (in sorted order) gets a `-2` suffix. Two
    /// paths that differ only in Unicode normalisation have two pages (their names escape their bytes).
    public static func sourcePages(for paths: [String]) -> PathMap<String> {
        var taken: Set<String> = []
        var pages = PathMap<String>()
        for path in Set(paths.map(PathKey.init)).sorted() {
            pages[path.path] = PageMap.claim(sourcePage(path: path.path), in: &taken)
        }
        return pages
    }

    /// The `id` of a line of a source page: `L12`.
    public static func lineAnchor(_ line: Int) -> String { "L\(line)" }

    /// The page of a rule, relative to the site root: `rules/presenter-holds-view-weakly.html`.
    public static func rulePage(id: String) -> String { "rules/\(fileName(id)).html" }

    /// The `id` of a component's row in its module page: `component-HomePresenter`.
    public static func componentAnchor(_ type: String) -> String { "component-\(slug(type))" }
    /// The `id` of a protocol's row in its module page: `protocol-HomeViewInterface`.
    public static func protocolAnchor(_ name: String) -> String { "protocol-\(slug(name))" }
    /// The `id` of a rule on `rules.html`: `rule-presenter-holds-view-weakly`.
    public static func ruleAnchor(_ id: String) -> String { "rule-\(slug(id))" }
    /// The `id` of the n-th (from 1) violation on a module page.
    public static func violationAnchor(_ index: Int) -> String { "violation-\(index)" }

    /// `s` with every character but ASCII letters, digits, `_`, `-` and `.` written as `_XX` per UTF-8 byte,
    /// so it is safe in file names, URLs and `id`s.
    static func slug(_ s: String) -> String {
        var out = ""
        for byte in s.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."):
                out.append(Character(Unicode.Scalar(byte)))
            default:
                out += "_" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return out
    }

    /// A file name that keeps what is safe in a URL (`UIStoryboard+Instantiate.swift`) and slugs the rest.
    static func sourceFileName(_ name: String) -> String {
        // Nearly every name is kept as it is: tell so from its bytes before walking its characters.
        if name.utf8.count <= maxNameBytes, name.utf8.first != UInt8(ascii: "."),
           name.utf8.allSatisfy({ isKeptByte($0) }) {
            return name
        }
        return sourceFileNameByCharacters(name)
    }

    /// `sourceFileName`, one character at a time.
    static func sourceFileNameByCharacters(_ name: String) -> String {
        var out = ""
        for character in name {
            if character.isASCII, let ascii = character.asciiValue,
               (ascii >= 0x30 && ascii <= 0x39) || (ascii >= 0x41 && ascii <= 0x5A) || (ascii >= 0x61 && ascii <= 0x7A)
                || "._-+@~,=".utf8.contains(ascii) {
                out.append(character)
            } else {
                out += slug(String(character))
            }
        }
        return bounded(out.hasPrefix(".") ? "_" + out : out)
    }

    /// The ASCII letters, digits and `._-+@~,=`, which a source page's name keeps.
    private static func isKeptByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            || "._-+@~,=".utf8.contains(byte)
    }

    /// A slug that is no hidden file, `.` or `..`, at most `maxNameBytes` long.
    static func fileName(_ name: String) -> String {
        let s = slug(name)
        return bounded(s.isEmpty || s.hasPrefix(".") ? "_" + s : s)
    }

    /// The longest page name (without `.html`, `-2`…), in UTF-8 bytes: file systems allow 255.
    public static let maxNameBytes = 200

    /// `name` when it fits in `maxNameBytes`; else its beginning, `-` and 16 hexadecimal digits of
    /// a stable hash (FNV-1a, 64 bits) of the whole name, so that two long names stay apart.
    static func bounded(_ name: String) -> String {
        guard name.utf8.count > maxNameBytes else { return name }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        var kept = ""
        var bytes = 0
        for character in name {
            let size = String(character).utf8.count
            if bytes + size > maxNameBytes - 17 { break }
            kept.append(character)
            bytes += size
        }
        return kept + "-" + String(hash, radix: 16).leftPadded(to: 16)
    }

    /// The prefix that leads from `page` back to the site root: `""`, `"../"`, `"../../"`.
    static func root(of page: String) -> String {
        String(repeating: "../", count: page.split(separator: "/").count - 1)
    }

    /// The shortest link from `page` to `target`, both relative to the root (`target` may end in
    /// `#fragment`): from `modules/Home.html`, `modules/Details.html` is `Details.html`, `index.html`
    /// is `../index.html` and `modules/Home.html#top` is `#top`.
    public static func href(from page: String, to target: String) -> String {
        plainHref(from: page, to: target) ?? generalHref(from: page, to: target)
    }

    /// `href(from:to:)` for any paths (empty components, characters to encode).
    static func generalHref(from page: String, to target: String) -> String {
        let hash = target.firstIndex(of: "#")
        let targetPath = target[..<(hash ?? target.endIndex)]
        let fragment = hash.map { String(target[$0...]) } ?? ""
        let targetComponents = targetPath.split(separator: "/")
        guard let targetFile = targetComponents.last else { return fragment }
        if !fragment.isEmpty, targetPath == page { return fragment }
        let fromFolders = page.split(separator: "/").dropLast()
        let toFolders = targetComponents.dropLast()
        var common = 0
        while common < fromFolders.count, common < toFolders.count,
              fromFolders[fromFolders.startIndex + common] == toFolders[toFolders.startIndex + common] {
            common += 1
        }
        var result = String(repeating: "../", count: fromFolders.count - common)
        for folder in toFolders.dropFirst(common) {
            result += percentEncoded(folder)
            result += "/"
        }
        return result + percentEncoded(targetFile) + fragment
    }

    /// `component` with every character outside `pathAllowed` percent-encoded. Site paths are almost
    /// always plain ASCII: checking that first spares Foundation's encoder, which took a tenth of
    /// the time of writing a large site.
    static func percentEncoded(_ component: Substring) -> String {
        if component.utf8.allSatisfy({ $0 < 0x80 && pathAllowedASCII[Int($0)] }) { return String(component) }
        return component.addingPercentEncoding(withAllowedCharacters: pathAllowed) ?? String(component)
    }

    /// `pathAllowed` as a table of the 128 ASCII bytes.
    static let pathAllowedASCII: [Bool] = {
        var table = [Bool](repeating: false, count: 128)
        for byte in pathAllowedCharacters.utf8 { table[Int(byte)] = true }
        return table
    }()

    private static let pathAllowedCharacters = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~!$()*+,;=@"

    /// Characters left as they are in a path component. No `:` (it would read as a scheme), no `&`
    /// or `'` (they would need escaping in an attribute).
    private static let pathAllowed = CharacterSet(charactersIn: pathAllowedCharacters)
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: Swift.max(0, width - count)) + self
    }
}

// MARK: - The site's map

/// The path of every page of one site, unique even on a case-insensitive file system.
struct PageMap {
    static let index = "index.html"
    static let rules = "rules.html"
    /// What was scanned and what was skipped.
    static let about = "about.html"
    /// The findings dashboard.
    static let dashboard = "findings.html"
    /// The dependency matrix, the metrics and every dependency between modules.
    static let dependencies = "dependencies.html"

    /// Module name → page path.
    private(set) var modulePages: [String: String] = [:]
    /// Guide source path → page path.
    private(set) var guidePages: [String: String] = [:]
    /// Scanned file (relative path) → its source page.
    private(set) var sourcePages = PathMap<String>()
    /// Rule id → its page.
    private(set) var rulePages: [String: String] = [:]
    /// Group name → its page.
    private(set) var groupPages: [String: String] = [:]

    init(moduleNames: [String], guidePaths: [String], sourcePaths: [String] = [], ruleIDs: [String] = [],
         groupNames: [String] = []) {
        var taken: Set<String> = [Self.index.lowercased(), Self.rules.lowercased(), Self.about.lowercased(), Self.dashboard.lowercased()]
        for name in moduleNames.sorted() {
            modulePages[name] = Self.claim(SitePaths.modulePage(named: name), in: &taken)
        }
        for path in guidePaths.sorted() {
            guidePages[path] = Self.claim(SitePaths.guidePage(sourcePath: path), in: &taken)
        }
        // Source pages and rule pages live in folders of their own (`source/`, `rules/`), so they
        // cannot take a module's or a guide's name.
        sourcePages = SitePaths.sourcePages(for: sourcePaths)
        var takenRules: Set<String> = []
        for id in ruleIDs.sorted() {
            rulePages[id] = Self.claim(SitePaths.rulePage(id: id), in: &takenRules)
        }
        // Group pages have their folder too (`groups/`).
        groupPages = SitePaths.groupPages(for: groupNames)
    }

    /// Every page, sorted: the index, the rules, the about page, the dashboard, modules, groups, guides,
    /// rules' and source pages.
    var allPages: [String] {
        ([Self.index, Self.rules, Self.about, Self.dashboard, Self.dependencies] + modulePages.values + groupPages.values + guidePages.values + rulePages.values
            + sourcePages.values).sorted()
    }

    /// `path`, or `path` with `-2`, `-3`… before `.html` when another page already has that name.
    static func claim(_ path: String, in taken: inout Set<String>) -> String {
        var candidate = path
        var folded = path.lowercased()
        var n = 1
        while taken.contains(folded) {
            n += 1
            candidate = String(path.dropLast(".html".count)) + "-\(n).html"
            folded = candidate.lowercased()
        }
        taken.insert(folded)
        return candidate
    }
}
