import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

// MARK: - Reading a storyboard

/// Reads a `.storyboard` with an XML parser (libxml2's, through Foundation) into `StoryboardFacts`:
/// per scene, the controller that `sceneMemberID="viewController"` marks (its class, identifier, id,
/// or the storyboard it refers to) and every segue inside the scene; and the document's
/// `initialViewController`. A file that is not well-formed XML gives no scenes and one warning line.
public enum StoryboardScanner {
    /// libxml2 keeps global state that Foundation's parser touches: one storyboard at a time (they
    /// are few, and read in milliseconds).
    private static let lock = NSLock()

    /// The facts of the storyboard at `path`, and a warning when its XML is malformed.
    public static func scan(data: Data, path: String) -> (facts: FileFacts, warning: String?) {
        var facts = FileFacts(path: path, language: .storyboard)
        facts.lineCount = lineCount(data)
        let reader = Reader(path: path)
        let wellFormed: Bool = lock.withLock {
            let parser = XMLParser(data: data)
            parser.shouldResolveExternalEntities = false
            parser.shouldProcessNamespaces = false
            parser.delegate = reader
            let finished = parser.parse()
            // Foundation on Linux may say it finished and still keep an error: both are looked at.
            reader.errorLine = parser.lineNumber
            return finished && parser.parserError == nil
        }
        guard wellFormed, reader.isStoryboard else {
            facts.storyboard = StoryboardFacts()
            let why = wellFormed ? "is XML but no storyboard document" : "is not well-formed XML"
            return (facts, "\(path):\(max(1, reader.errorLine)): the storyboard \(why); its scenes and segues are not read: "
                        + "open and save it in Xcode, or exclude it")
        }
        facts.storyboard = StoryboardFacts(initialScene: reader.initialScene, scenes: reader.scenes)
        return (facts, nil)
    }

    /// Parses storyboard text (tests and callers that hold a string).
    public static func scan(source: String, path: String) -> (facts: FileFacts, warning: String?) {
        scan(data: Data(source.utf8), path: path)
    }

    static func lineCount(_ data: Data) -> Int {
        data.withUnsafeBytes { bytes in
            let breaks = bytes.reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
            return breaks + (bytes.last == 0x0A || bytes.isEmpty ? 0 : 1)
        }
    }

    /// The parser's delegate: what it has seen so far.
    private final class Reader: NSObject, XMLParserDelegate {
        let path: String
        var scenes: [StoryboardScene] = []
        var initialScene: String?
        var isStoryboard = false
        private var sawRoot = false
        var errorLine = 0
        /// The scene being read: its controller (once seen) and its segues.
        private var sceneDepth: Int?
        private var depth = 0
        private var controller: StoryboardScene?
        private var segues: [StoryboardSegue] = []

        init(path: String) {
            self.path = path
        }

        func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            depth += 1
            let location = SourceLocation(file: path, line: parser.lineNumber, column: max(1, parser.columnNumber))
            if !sawRoot {
                sawRoot = true
                // `com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB` (and the Cocoa one): a storyboard.
                isStoryboard = element == "document" && attributes["type"].map { $0.contains("Storyboard") } ?? false
                initialScene = attributes["initialViewController"]
                return
            }
            switch element {
            case "scene":
                sceneDepth = depth
                controller = nil
                segues = []
            case "segue" where sceneDepth != nil:
                guard let destination = attributes["destination"] else { return }
                segues.append(StoryboardSegue(destination: destination, kind: attributes["kind"] ?? "custom",
                                              relationship: attributes["relationship"], identifier: attributes["identifier"],
                                              location: location))
            default:
                guard sceneDepth != nil, controller == nil, attributes["sceneMemberID"] == "viewController",
                      let id = attributes["id"] else { return }
                controller = StoryboardScene(id: id, element: element, customClass: attributes["customClass"],
                                             storyboardIdentifier: attributes["storyboardIdentifier"],
                                             referencedStoryboard: attributes["storyboardName"],
                                             referencedIdentifier: attributes["referencedIdentifier"], location: location)
            }
        }

        func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
            if depth == sceneDepth {
                if var scene = controller {
                    scene.segues = segues
                    scenes.append(scene)
                }
                sceneDepth = nil
                controller = nil
                segues = []
            }
            depth -= 1
        }
    }
}
