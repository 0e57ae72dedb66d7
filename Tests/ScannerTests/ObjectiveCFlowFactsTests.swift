import SourceScanner
import TestSupport
import XCTest

/// Objective-C assignments, typed locals and parameters, and the properties of class extensions and ivars.
final class ObjectiveCFlowFactsTests: XCTestCase {
    private func scan(_ marked: String, path: String = "Modules/Home/ZIKHomeBuilder.m") -> (FileFacts, MarkedSource) {
        let source = MarkedSource(marked)
        return (SourceScanner.scan(source: source.code, path: path), source)
    }

    private func assertAt(_ location: SourceLocation?, _ source: MarkedSource, _ marker: String,
                          file: StaticString = #filePath, line: UInt = #line) {
        let expected = source.position(marker)
        XCTAssertNotNil(expected, "marker \(marker)", file: file, line: line)
        XCTAssertEqual(location?.line, expected?.line, "line of \(marker)", file: file, line: line)
        XCTAssertEqual(location?.column, expected?.column, "column of \(marker)", file: file, line: line)
    }

    func testAssignmentsOfEveryForm() throws {
        let (facts, source) = scan("""
            @implementation ZIKHomeBuilder {
                ZIKHomeRouter *router;
            }
            - (UIViewController *)build {
                ZIKHomePresenter *presenter = [ZIKHomePresenter new];
                ZIKHomeViewController *view = [[ZIKHomeViewController alloc] initWithNibName:nil bundle:nil];
                1️⃣presenter.view = view;
                2️⃣self.presenter = presenter;
                3️⃣_interactor = [[ZIKHomeInteractor alloc] init];
                4️⃣[presenter setInteractor:_interactor];
                5️⃣self.presenter.router = [self makeRouter];
                6️⃣view->_output = self;
                7️⃣router = [ZIKHomeRouter routerWithView:view];
                presenter = nil;
                presenter.title = @"Home";
                if (view) self.view = (ZIKHomeViewController *)[storyboard instantiateViewControllerWithIdentifier:@"Home"];
                __weak typeof(self) weakSelf = self;
                [self.interactor fetch:^(NSArray *items) {
                    weakSelf.items = items;
                } failure:nil];
                [presenter start];
                return view;
            }
            @end
            """)
        let body = try XCTUnwrap(facts.extensions.first).body
        XCTAssertEqual(body.assignments.map { "\($0.receiver).\($0.property)" }, [
            "presenter.view", "self.presenter", "self.interactor", "presenter.interactor", "presenter.router", "view.output",
            "self.router", "presenter.title", "self.view", "self.items",
        ])
        XCTAssertEqual(body.assignments.map(\.value), [
            .name("view"), .name("presenter"), .creation("ZIKHomeInteractor"), .name("interactor"), .call("makeRouter"), .selfValue,
            .call("routerWithView"), .other, .creation("ZIKHomeViewController"), .name("items"),
        ])
        XCTAssertTrue(body.assignments.allSatisfy { $0.function == "build" })
        for (index, marker) in ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣"].enumerated() {
            assertAt(body.assignments[index].location, source, marker)
        }
    }

    func testLocalsAndParametersWithTheirTypes() throws {
        let (facts, source) = scan("""
            @implementation ZIKHomeBuilder
            - (void)configure:(ZIKHomeViewController *)1️⃣viewController output:(id<ZIKHomeOutput, ZIKRouting>)2️⃣output count:(NSInteger)count {
                ZIKHomePresenter *3️⃣presenter = [ZIKHomePresenter new];
                id<ZIKHomeViewInput> 4️⃣view = viewController;
                id 5️⃣interactor = [[ZIKHomeInteractor alloc] init];
                ZIKHomeRouter *6️⃣router;
                NSInteger total = 0;
                [self.service load:^(ZIKHomeItem *7️⃣item, NSError *error) { }];
            }
            - (void)declaredOnly:(ZIKOther *)other;
            @end
            """)
        let locals = try XCTUnwrap(facts.extensions.first).body.locals
        XCTAssertEqual(locals.map(\.name), ["viewController", "output", "presenter", "view", "interactor", "router", "item", "error"])
        XCTAssertEqual(locals.map(\.typeName), ["ZIKHomeViewController", "ZIKHomeOutput", "ZIKHomePresenter", "ZIKHomeViewInput",
                                                "ZIKHomeInteractor", "ZIKHomeRouter", "ZIKHomeItem", "NSError"])
        XCTAssertEqual(locals[1].additionalTypeNames, ["ZIKRouting"])
        XCTAssertEqual(locals.map(\.isParameter), [true, true, false, false, false, false, true, true])
        XCTAssertTrue(locals.allSatisfy { $0.function == "configure:output:count:" })
        for (index, marker) in ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣"].enumerated() {
            assertAt(locals[index].location, source, marker)
        }
    }

    func testClassExtensionPropertiesAndInstanceVariablesAreProperties() throws {
        let (facts, _) = scan("""
            @interface ZIKHomePresenter () {
                __weak id<ZIKHomeViewInput> _view;
            }
            @property (nonatomic, strong) id<ZIKHomeInteractorInput> interactor;
            @property (nonatomic, weak) ZIKHomeRouter *router;
            @end

            @implementation ZIKHomePresenter {
                ZIKHomeWireframe *_wireframe;
                NSInteger _count;
            }
            @end
            """, path: "Modules/Home/ZIKHomePresenter.m")
        let classExtension = try XCTUnwrap(facts.extensions.first)
        XCTAssertEqual(classExtension.extendedType, "ZIKHomePresenter")
        XCTAssertEqual(classExtension.body.properties.map(\.name), ["_view", "interactor", "router"])
        XCTAssertEqual(classExtension.body.properties.map(\.typeName), ["ZIKHomeViewInput", "ZIKHomeInteractorInput", "ZIKHomeRouter"])
        XCTAssertEqual(classExtension.body.properties.map(\.ownership), [.weak, .strong, .weak])
        let implementation = try XCTUnwrap(facts.extensions.last)
        XCTAssertEqual(implementation.body.properties.map(\.name), ["_wireframe"])
        XCTAssertEqual(implementation.body.properties.first?.typeName, "ZIKHomeWireframe")
    }

    /// Messages to something held are calls on it, as Swift's `editWireframe.present()` is: what
    /// navigation needs to tell a router that is called from one that is only held.
    func testMessagesToAPropertyOrALocalAreCalls() {
        let (facts, source) = scan("""
            @implementation ZIKNotesWireframe
            - (void)presentEdit {
                1️⃣[self.editWireframe presentEditInterfaceFromViewController:self.view animated:YES];
                2️⃣[wireframe show];
                ZIKNotesPresenter *presenter = [ZIKNotesPresenter new];
                [[ZIKHomeRouter alloc] init];
            }
            @end
            """)
        let calls = facts.extensions.first?.body.calls ?? []
        XCTAssertEqual(calls.map { "\($0.receiver).\($0.member) \($0.selector ?? "")" },
                       ["editWireframe.presentEditInterfaceFromViewController presentEditInterfaceFromViewController:animated:", "wireframe.show show"])
        assertAt(calls.first?.location, source, "1️⃣")
        assertAt(calls.last?.location, source, "2️⃣")
    }
}
