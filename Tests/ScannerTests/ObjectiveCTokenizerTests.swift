@testable import SourceScanner
import TestSupport
import XCTest

/// The tokenizer cuts real tokens: what looks like a declaration inside a comment, a string or a
/// directive stays there, and every token keeps its exact line and column.
final class ObjectiveCTokenizerTests: XCTestCase {
    private func tokens(_ source: String) -> [ObjectiveCToken] {
        ObjectiveCTokenizer.tokenize(source)
    }

    private func assertToken(_ token: ObjectiveCToken?, _ kind: ObjectiveCToken.Kind, _ text: String,
                             at position: (line: Int, column: Int)?, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(token?.kind, kind, "kind of \(text)", file: file, line: line)
        XCTAssertEqual(token?.text, text, file: file, line: line)
        XCTAssertEqual(token?.line, position?.line, "line of \(text)", file: file, line: line)
        XCTAssertEqual(token?.column, position?.column, "column of \(text)", file: file, line: line)
    }

    func testCommentsAreTokensWithPositions() {
        let source = MarkedSource(#"""
            1️⃣// @property (nonatomic) id<X> fake;
            2️⃣/* @interface Fake : NSObject
               @end */ 3️⃣@class 4️⃣Real;
            5️⃣/** Doc. */
            """#)
        let all = tokens(source.code)
        XCTAssertEqual(all.map(\.kind), [.lineComment, .blockComment, .atKeyword, .identifier, .punctuation, .blockComment])
        assertToken(all[0], .lineComment, "// @property (nonatomic) id<X> fake;", at: source.position("1️⃣"))
        assertToken(all[1], .blockComment, "/* @interface Fake : NSObject\n   @end */", at: source.position("2️⃣"))
        assertToken(all[2], .atKeyword, "@class", at: source.position("3️⃣"))
        assertToken(all[3], .identifier, "Real", at: source.position("4️⃣"))
        assertToken(all[5], .blockComment, "/** Doc. */", at: source.position("5️⃣"))
    }

    func testStringAndCharacterLiteralsWithEscapes() {
        let source = MarkedSource(#"""
            x = 1️⃣@"@property (weak) id \"quoted\" x; // not a comment";
            c = 2️⃣'\'';
            s = 3️⃣"tab\t/* not a comment */";
            4️⃣after;
            """#)
        let all = tokens(source.code)
        XCTAssertFalse(all.contains { $0.isComment })
        XCTAssertFalse(all.contains { $0.kind == .atKeyword })
        let literals = all.filter { $0.kind == .string || $0.kind == .character }
        XCTAssertEqual(literals.count, 3)
        assertToken(literals[0], .string, #"@"@property (weak) id \"quoted\" x; // not a comment""#, at: source.position("1️⃣"))
        assertToken(literals[1], .character, #"'\''"#, at: source.position("2️⃣"))
        assertToken(literals[2], .string, #""tab\t/* not a comment */""#, at: source.position("3️⃣"))
        assertToken(all.first { $0.text == "after" }, .identifier, "after", at: source.position("4️⃣"))
    }

    func testPreprocessorLinesWithContinuations() {
        let source = MarkedSource(#"""
            1️⃣#import <UIKit/UIKit.h>
              2️⃣#import "ZIKHomeBuilder.h" 3️⃣// the builder
            4️⃣#define MAKE(x) \
                [[x alloc] init] \
                /* @interface in a macro */
            5️⃣@interface 6️⃣Home
            a = b 7️⃣# c;
            """#)
        let all = tokens(source.code)
        let directives = all.filter { $0.kind == .preprocessor }
        XCTAssertEqual(directives.count, 3)
        assertToken(directives[0], .preprocessor, "#import <UIKit/UIKit.h>", at: source.position("1️⃣"))
        assertToken(directives[1], .preprocessor, #"#import "ZIKHomeBuilder.h""#, at: source.position("2️⃣"))
        assertToken(all.first { $0.kind == .lineComment }, .lineComment, "// the builder", at: source.position("3️⃣"))
        XCTAssertEqual(directives[2].line, source.position("4️⃣")?.line)
        XCTAssertTrue(directives[2].text.hasSuffix("/* @interface in a macro */"))
        // The token after a continued directive is on the right line.
        assertToken(all.first { $0.kind == .atKeyword }, .atKeyword, "@interface", at: source.position("5️⃣"))
        assertToken(all.first { $0.text == "Home" }, .identifier, "Home", at: source.position("6️⃣"))
        // A `#` that does not start its line is no directive.
        assertToken(all.first { $0.text == "#" }, .punctuation, "#", at: source.position("7️⃣"))
        XCTAssertEqual(ObjectiveCParser.includedHeader(directives[0].text), "UIKit/UIKit.h")
        XCTAssertEqual(ObjectiveCParser.includedHeader(directives[1].text), "ZIKHomeBuilder.h")
        XCTAssertNil(ObjectiveCParser.includedHeader(directives[2].text))
    }

    /// The header a directive includes, read byte by byte for ASCII: the same as by Characters.
    func testIncludedHeaderReadsBytesAsCharactersWould() {
        let expected: [(String, String?)] = [
            ("#import <UIKit/UIKit.h>", "UIKit/UIKit.h"), ("#  \timport\t \"Home.h\"", "Home.h"),
            ("#include_next <stdio.h>", "stdio.h"), ("#INCLUDE <a.h>", nil), ("#importX <a.h>", nil), ("#import2 <a.h>", nil),
            ("#define X 1", nil), ("#import <>", nil), ("#import <a.h", "a.h"), ("#import \"a.h\n\"", "a.h"), ("#", nil), ("", nil),
            ("#import <Ünï/Ünï.h>", "Ünï/Ünï.h"), ("#importé <a.h>", nil), ("#import \"a\r\nb.h\"", "a\r\nb.h"),
        ]
        for (directive, header) in expected {
            XCTAssertEqual(ObjectiveCParser.includedHeader(directive), header, directive)
            XCTAssertEqual(ObjectiveCParser.includedHeaderByCharacters(directive), header, directive)
        }
    }

    func testBlocksNumbersAndPunctuation() {
        let source = MarkedSource(#"""
            [q fetch:1️⃣^(NSArray<id<P>> *items) 2️⃣{ n = 0x1Fp-3 + 1.5e-2f - .5; if (a->b >= c) {} }];
            """#)
        let all = tokens(source.code)
        assertToken(all.first { $0.text == "^" }, .punctuation, "^", at: source.position("1️⃣"))
        assertToken(all.first { $0.text == "{" }, .punctuation, "{", at: source.position("2️⃣"))
        XCTAssertEqual(all.filter { $0.kind == .number }.map(\.text), ["0x1Fp-3", "1.5e-2f", ".5"])
        // `>>` stays two tokens, so that `NSArray<id<P>>` closes both angle brackets.
        XCTAssertEqual(all.filter { $0.text == ">" }.count, 2)
        XCTAssertTrue(all.contains { $0.text == "->" })
        XCTAssertTrue(all.contains { $0.text == ">=" })
        XCTAssertEqual(all.first { $0.text == "if" }?.kind, .keyword)
    }

    func testColumnsCountUTF8Bytes() {
        let source = MarkedSource(#"""
            s = @"héllo"; 1️⃣next;
            """#)
        let all = tokens(source.code)
        assertToken(all.first { $0.text == "next" }, .identifier, "next", at: source.position("1️⃣"))
    }

    func testDeclarationsInCommentsAndStringsAreNotFacts() {
        let facts = SourceScanner.scan(source: #"""
            // @interface FakeOne : NSObject
            /* @protocol FakeTwo <NSObject> @end */
            #define FAKE @interface FakeThree : NSObject
            @interface Real : NSObject
            // @property (nonatomic, strong) id<P> commented;
            /* @property (nonatomic, strong) id<P> blocked; */
            @property (nonatomic, copy) NSString *text;
            @end
            @implementation Real
            - (void)load {
                NSLog(@"@property (nonatomic, strong) id<P> quoted; [[Fake alloc] init]");
                // [[Commented alloc] init];
            }
            @end
            """#, path: "Real.m")
        XCTAssertEqual(facts.types.map(\.name), ["Real"])
        XCTAssertEqual(facts.types[0].body.properties.map(\.name), ["text"])
        XCTAssertEqual(facts.extensions.first?.body.creations.map(\.typeName), [])
    }
}
