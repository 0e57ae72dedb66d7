@testable import SourceScanner
import SwiftParser
import SwiftSyntax
import XCTest

/// The scanner's fast text helpers give what the slower calls they replace give, on the same input.
final class FastTextTests: XCTestCase {
    static let source = """
        import UIKit
        /// Doc.
        @objc(Home) @MainActor public final class HomePresenter<T: Equatable>: Base<T>, HomeProtocol where T: Hashable {
            @IBOutlet private weak var label: UILabel!   // trailing comment
            @available(iOS 13, *) open override func update(_ value: Int = 1, /* inline */ name: String) async throws -> [T]? where T: Sendable {
                R.storyboard.home.details()
                return nil
            }
            @inlinable init?(view: HomeView) { super.init() }
            func broken(_ x: Int -> { }
        }
        protocol HomeProtocol: AnyObject { @MainActor var title: String { get } }
        extension Array where Element == Int {}
        """

    /// `SyntaxText.trimmed` against SwiftSyntax's `trimmedDescription` and `with(…)`, for every node
    /// of a file (missing tokens of broken code included).
    func testTrimmedTextIsTrimmedDescription() {
        let tree = Parser.parse(source: Self.source)
        var checked = 0
        for node in tree.descendants() {
            XCTAssertEqual(SyntaxText.trimmed(node), node.trimmedDescription)
            XCTAssertEqual(SyntaxText.trimmed(node, hasPrefix: "R.storyboard."), node.trimmedDescription.hasPrefix("R.storyboard."))
            if let function = node.as(FunctionDeclSyntax.self) {
                XCTAssertEqual(SyntaxText.trimmed(function, leavingOut: [function.body.map(Syntax.init), Syntax(function.attributes)]),
                               function.with(\.body, nil).with(\.attributes, []).trimmedDescription)
                checked += 1
            }
            if let initializer = node.as(InitializerDeclSyntax.self) {
                XCTAssertEqual(SyntaxText.trimmed(initializer, leavingOut: [initializer.body.map(Syntax.init), Syntax(initializer.attributes)]),
                               initializer.with(\.body, nil).with(\.attributes, []).trimmedDescription)
                checked += 1
            }
            if let variable = node.as(VariableDeclSyntax.self) {
                XCTAssertEqual(SyntaxText.trimmed(variable, leavingOut: [Syntax(variable.attributes)]),
                               variable.with(\.attributes, []).trimmedDescription)
                checked += 1
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 5)
    }

    /// A signature read from the file's bytes is the one `trimmed(_:leavingOut:)` gives, folded: for
    /// every function, initializer and variable, in broken code too (unexpected nodes around the
    /// attributes or after the body, where the parts kept are not one run of the text).
    func testSignaturesFromTheBytesAreTheTrimmedText() {
        let sources = [Self.source,
                       "class A {\r\n  /// Doc.\r\n  @objc\r\n  public   func f(_ a: Int,\r\n    b: String)\r\n    -> Int { 1 }\r\n}",
                       "struct É { @MainActor init(ü: Int = 1) { }  func ç() -> String { \"😀\" } }",
                       "class B { public @objc func f() {} }", "class C { func f() {} ) ] }", "class D { @ func }",
                       "class E { func f( }", "protocol P { @available(*, unavailable) var x: Int { get } }",
                       "class F { init() {} } }", "class G { func f() -> Int { 1 } foo }", "class H { @objc }"]
        // Unexpected nodes before the attributes and after the body: the parts kept are two runs.
        let parsed = Parser.parse(source: "class A { @objc func f() -> Int { 1 } }")
        let function = parsed.descendants().compactMap { $0.as(FunctionDeclSyntax.self) }.first!
        let split = function.with(\.unexpectedBeforeAttributes, [Syntax(TokenSyntax.identifier("junk", trailingTrivia: .space))])
            .with(\.unexpectedAfterBody, [Syntax(TokenSyntax.identifier("tail", leadingTrivia: .space))])
        var trees = sources.map { (tree: Syntax(Parser.parse(source: $0)), text: $0) }
        trees.append((Syntax(split), split.description))
        var checked = 0, signatures = 0
        for (tree, text) in trees {
            let bytes = Array(text.utf8)
            // The visitor's signature of a function or an initializer (read between the tokens around
            // its attributes and its body when it has no error) is the same text.
            let visitor = SwiftFactsVisitor(path: "f.swift", source: text, tree: SourceFileSyntax(tree) ?? Parser.parse(source: text))
            for node in [tree] + tree.descendants() {
                var read: (signature: String, left: [Syntax?])?
                if let function = node.as(FunctionDeclSyntax.self) {
                    read = (visitor.foldedSignature(function, attributes: function.attributes, body: function.body),
                            [function.body.map(Syntax.init), Syntax(function.attributes)])
                }
                if let initializer = node.as(InitializerDeclSyntax.self) {
                    read = (visitor.foldedSignature(initializer, attributes: initializer.attributes, body: initializer.body),
                            [initializer.body.map(Syntax.init), Syntax(initializer.attributes)])
                }
                guard let read else { continue }
                XCTAssertEqual(read.signature, SyntaxText.trimmed(node, leavingOut: read.left).foldingWhitespace(),
                               "\(node.description.debugDescription) in \(text.debugDescription)")
                signatures += 1
            }
            bytes.withUnsafeBufferPointer { bytes in
                for node in [tree] + tree.descendants() {
                    var left: [Syntax?]?
                    if let function = node.as(FunctionDeclSyntax.self) { left = [function.body.map(Syntax.init), Syntax(function.attributes)] }
                    if let initializer = node.as(InitializerDeclSyntax.self) { left = [initializer.body.map(Syntax.init), Syntax(initializer.attributes)] }
                    if let variable = node.as(VariableDeclSyntax.self) { left = [Syntax(variable.attributes)] }
                    guard let left else { continue }
                    XCTAssertEqual(SyntaxText.folded(node, leavingOut: left, source: bytes),
                                   SyntaxText.trimmed(node, leavingOut: left).foldingWhitespace(), "\(node.description.debugDescription) in \(text.debugDescription)")
                    checked += 1
                }
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 15)
        XCTAssertGreaterThanOrEqual(signatures, 10)
    }

    /// A collection's elements read through its children (`inOrder`) are the ones its own iterator
    /// gives, for every collection of a file, broken code included.
    /// Names, literals, modifiers and types are not walked into (unless a comment may hold a
    /// suppression): the facts are the ones a walk of every node finds.
    func testSkippedSubtreesHoldNoFacts() {
        let sources = [Self.source, """
            final class HomePresenter: HomePresenterProtocol {
                weak var view: (HomeViewProtocol & AnyObject)?
                let router: HomeRouter = HomeRouter()
                var items: [String: [Int]] = [:]
                init(interactor: HomeInteractor = HomeInteractor(service: ShowService.shared), @ViewBuilder content: () -> Int,
                     onDone: @escaping () -> Void = { Tracker().log() }) {
                    let title = "Shows: \\(ShowFormatter().format(items.count)) of \\(items.map { $0.key }.count)"
                    router.show(title, makeDetails: DetailsBuilder.build)
                    view?.update(title as String, flag: true, count: 2, ratio: 0.5, nothing: nil)
                    let cast = storyboard.instantiateViewController(withIdentifier: "Home") as! HomeViewController
                }
                func make<T: Builder>(_ type: T.Type) -> some View where T.Product: View { T().build() }
            }
            """]
        for source in sources {
            let tree = Parser.parse(source: source)
            let facts = { (full: Bool) -> FileFacts in
                let visitor = SwiftFactsVisitor(path: "A.swift", source: source, tree: tree, readsSuppressions: full)
                visitor.walk(tree)
                return visitor.facts
            }
            let skipping = facts(false)
            XCTAssertEqual(skipping, facts(true))
            XCTAssertFalse(skipping.types.flatMap { $0.body.creations }.isEmpty)
        }
    }

    func testCollectionsInOrderAreTheirElements() {
        var checked = 0
        for text in [Self.source, "class D { @ func }", "class E { func f( }", "let a = [1, , 2]; f(a:, b: c)"] {
            for node in Parser.parse(source: text).descendants() {
                func check<C: SyntaxCollection>(_ collection: C) {
                    XCTAssertEqual(collection.inOrder.map(\.id), collection.map(\.id), collection.description)
                    checked += 1
                }
                if let list = node.as(FunctionParameterListSyntax.self) { check(list) }
                if let list = node.as(DeclModifierListSyntax.self) { check(list) }
                if let list = node.as(PatternBindingListSyntax.self) { check(list) }
                if let list = node.as(LabeledExprListSyntax.self) { check(list) }
                if let list = node.as(ExprListSyntax.self) { check(list) }
                if let list = node.as(CodeBlockItemListSyntax.self) { check(list) }
            }
        }
        XCTAssertGreaterThanOrEqual(checked, 20)
    }

    /// Lines and columns from the text's bytes are SwiftSyntax's, at every position a token or its
    /// trivia starts, with every kind of line break, multi-line strings, `#sourceLocation` and text past ASCII.
    func testLineStartsAreTheConvertersLocations() {
        let texts = [Self.source, "", "a", "a\n", "\n\n", "let a = 1\r\nlet b = 2\rlet c = 3\n\r\n",
                     "let s = \"\"\"\n  one\r\n  two\n  \"\"\"\nlet ü = \"😀\" /* a\n b */ ; let x = 1",
                     "#sourceLocation(file: \"other.swift\", line: 100)\nlet a = 1\n#sourceLocation()\nlet b = 2\n",
                     "func f() {\n\tlet x = [1,\r\n\t 2]\n}"]
        for text in texts {
            let tree = Parser.parse(source: text)
            let converter = SourceLocationConverter(fileName: "f.swift", tree: tree)
            let lines = LineStarts(text)
            var positions = [tree.endPosition]
            for token in tree.tokens(viewMode: .sourceAccurate) {
                positions += [token.position, token.positionAfterSkippingLeadingTrivia, token.endPositionBeforeTrailingTrivia, token.endPosition]
            }
            for position in positions {
                let expected = converter.location(for: position)
                let found = lines.location(of: position)
                XCTAssertEqual(found.line, expected.line, "line at \(position.utf8Offset) of \(text.debugDescription)")
                XCTAssertEqual(found.column, expected.column, "column at \(position.utf8Offset) of \(text.debugDescription)")
            }
            XCTAssertEqual(lines.lastLine, converter.location(for: tree.endPosition).line, text.debugDescription)
        }
    }

    func testFoldingWhitespace() {
        for text in ["", " ", "a", "  a  b\t\tc \n d\r\n e \r f\r", "x\r\r\ny", "\r\n", "é  b", "a \u{301} b", "tab\there"] {
            XCTAssertEqual(text.foldingWhitespace(),
                           text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" }).joined(separator: " "), text)
        }
    }

    func testStartsUppercaseIsTheFirstCharactersCase() {
        for text in ["", "A", "a", "Z", "_Z", "1", "Home", "home", "Á", "A\u{301}x", "A\u{345}", "a\u{301}", "\r\n", "Ünter", "ß", "ǅ"] {
            XCTAssertEqual(text.startsUppercase, text.first?.isUppercase == true, text)
        }
    }

    func testSortedUniquePathsAreTheSortedSetOfTheirBytes() {
        let paths = ["B/b.swift", "A/b.swift", "A.swift", "A/a.swift", "B/b.swift", "Caf\u{E9}.swift", "Cafe\u{301}.swift", "a.swift", "A.swift"]
        XCTAssertEqual(SourceScanner.sortedUnique(paths), Array(Set(paths.map(PathKey.init))).sorted().map(\.path))
        // Two spellings of one name (equal as Strings) are two files, ordered by their bytes.
        let kept = SourceScanner.sortedUnique(paths).filter { $0.hasPrefix("Caf") }
        XCTAssertEqual(kept.map { Array($0.unicodeScalars) }, [Array("Cafe\u{301}.swift".unicodeScalars), Array("Caf\u{E9}.swift".unicodeScalars)])
    }

    func testByteSearchAndWords() {
        for (text, needle) in [("HomeViewInput", "ViewInput"), ("Home", "HomeViewInput"), ("", ""), ("abc", ""), ("a___b", "___"),
                               ("// DO NOT EDIT", "do not edit"), ("Grüße viper-docs:disable", "viper-docs:")] {
            XCTAssertEqual(text.containsBytes(needle), needle.isEmpty || text.contains(needle), "\(text) / \(needle)")
        }
        for text in ["func show(_ items: [Item], completion: @escaping (Result<Show, Error>) -> Void)", "UIHostingController<HomeView>?",
                     "café_1 naïve", "", "__"] {
            XCTAssertEqual(Substring(text).identifierWords(), Substring(text).split { !($0.isLetter || $0.isNumber || $0 == "_") })
        }
    }

    func testLinesAndWhitespaceTrimming() {
        for text in ["", "a", "a\n", "a\r\nb\nc\r", "\n\n", "x\r\n\r\n"] {
            XCTAssertEqual(ObjectiveCParser.lineCount(Array(text.utf8)), text.split(separator: "\n", omittingEmptySubsequences: false).count)
        }
        for line in ["", "  ", "\t// x \t", "\u{00A0}// y\u{2003}", "a\r", " é "] {
            XCTAssertEqual(DefaultExclusions.trimmingWhitespace(line), line.trimmingCharacters(in: .whitespaces))
        }
    }
}

private extension SyntaxProtocol {
    /// Every node below this one, depth first.
    func descendants() -> [Syntax] {
        children(viewMode: .all).flatMap { [$0] + $0.descendants() }
    }
}
