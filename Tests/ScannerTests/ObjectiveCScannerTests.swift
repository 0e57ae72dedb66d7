import SourceScanner
import TestSupport
import XCTest

/// Every fact an Objective-C file gives, with its exact line and column.
final class ObjectiveCScannerTests: XCTestCase {
    private func scan(_ marked: String, path: String = "Modules/Home/ZIKHome.m") -> (FileFacts, MarkedSource) {
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

    func testImportsAndLineCount() {
        let (facts, source) = scan("""
            1️⃣#import <UIKit/UIKit.h>
            2️⃣#import "ZIKHomeBuilder.h"
            // #import "Commented.h"
            3️⃣#include "legacy.h"
            4️⃣@import Foundation;
            """)
        XCTAssertEqual(facts.language, .objectiveC)
        XCTAssertEqual(facts.imports.map(\.module), ["UIKit/UIKit.h", "ZIKHomeBuilder.h", "legacy.h", "Foundation"])
        for (index, marker) in ["1️⃣", "2️⃣", "3️⃣", "4️⃣"].enumerated() {
            assertAt(facts.imports[index].location, source, marker)
        }
        XCTAssertEqual(facts.lineCount, 5)
        XCTAssertEqual(SourceScanner.scan(source: "a\nb\n", path: "X.h").lineCount, 3)
    }

    func testInterfaceWithSuperclassProtocolsAndDocComment() throws {
        let (facts, source) = scan("""
            @class ZIKHomeInteractor;
            /// Shows the home list.
            @interface 1️⃣ZIKHomeViewController : UIViewController <ZIKHomeViewProtocol, UITableViewDelegate>
            @end

            @interface 2️⃣ZIKBox<__covariant ObjectType> : ZIKBase<NSString *> <NSCopying>
            @end
            """, path: "Modules/Home/ZIKHomeViewController.h")
        XCTAssertEqual(facts.types.map(\.name), ["ZIKHomeViewController", "ZIKBox"])
        let view = facts.types[0]
        XCTAssertEqual(view.kind, .class)
        XCTAssertEqual(view.inherits.map(\.name), ["UIViewController", "ZIKHomeViewProtocol", "UITableViewDelegate"])
        XCTAssertEqual(view.docComment, "Shows the home list.")
        assertAt(view.location, source, "1️⃣")
        let box = facts.types[1]
        XCTAssertEqual(box.genericParameters, ["ObjectType"])
        XCTAssertEqual(box.inherits, [TypeName("ZIKBase", genericArguments: ["NSString"]), TypeName("NSCopying")])
        assertAt(box.location, source, "2️⃣")
    }

    func testProtocolsAreClassBoundAndListTheirMethods() throws {
        let (facts, source) = scan("""
            @protocol ZIKHomeInteractorInput;
            @protocol ZIKA, ZIKB;
            @protocol 1️⃣ZIKHomeViewEventHandler <ZIKViperEventHandler, NSObject>
            2️⃣- (void)handleViewDidLoad;
            @optional
            3️⃣- (void)handleDidSelectRowAtIndex:(NSInteger)index
                                 animated:(BOOL)animated NS_SWIFT_NAME(select(at:animated:));
            4️⃣@property (nonatomic, weak) id<ZIKEditorDelegate> delegate;
            5️⃣+ (instancetype)handlerWithName:(NSString *)name, ...;
            @end
            @protocol 6️⃣ZIKPlain
            @end
            """, path: "Modules/Home/ZIKHomeViewProtocol.h")
        XCTAssertEqual(facts.types.map(\.name), ["ZIKHomeViewEventHandler", "ZIKPlain"])
        let handler = facts.types[0]
        XCTAssertEqual(handler.kind, .protocol)
        XCTAssertEqual(handler.inherits.map(\.name), ["ZIKViperEventHandler"])
        XCTAssertTrue(handler.declaresClassBound)
        assertAt(handler.location, source, "1️⃣")
        let methods = handler.body.methods
        XCTAssertEqual(methods.map(\.name), ["handleViewDidLoad", "handleDidSelectRowAtIndex:animated:", "delegate", "handlerWithName:"])
        XCTAssertEqual(methods.map(\.signature), [
            "- (void)handleViewDidLoad",
            "- (void)handleDidSelectRowAtIndex:(NSInteger)index animated:(BOOL)animated",
            "@property (nonatomic, weak) id<ZIKEditorDelegate> delegate",
            "+ (instancetype)handlerWithName:(NSString *)name, ...",
        ])
        XCTAssertEqual(methods.map(\.isStatic), [false, false, false, true])
        XCTAssertTrue(handler.body.properties.isEmpty)
        for (index, marker) in ["2️⃣", "3️⃣", "4️⃣", "5️⃣"].enumerated() {
            assertAt(methods[index].location, source, marker)
        }
        XCTAssertTrue(facts.types[1].declaresClassBound)
        assertAt(facts.types[1].location, source, "6️⃣")
    }

    func testPropertiesWithOwnershipTypesAndPositions() throws {
        let (facts, source) = scan("""
            @interface ZIKHomePresenter : NSObject <ZIKHomeViewEventHandler>
            1️⃣@property (nonatomic, weak) id<ZIKHomeViewProtocol> view;
            2️⃣@property (nonatomic, strong) id<ZIKHomeInteractorInput, ZIKService> interactor;
            3️⃣@property (nonatomic) ZIKHomeWireframe *wireframe;
            4️⃣@property (nonatomic, weak) UIViewController *sourceViewController;
            5️⃣@property (nonatomic, copy) NSArray<NSString *> *titles;
            6️⃣@property (nonatomic, assign) id<ZIKDelegate> delegate;
            7️⃣@property (nonatomic, unsafe_unretained) UIView *container;
            8️⃣@property (class, nonatomic, strong, nonnull) ZIKHomePresenter *shared;
            9️⃣@property (weak, nonatomic) IBOutlet UITableView * _Nullable tableView;
            @property (nonatomic, assign) NSInteger count;
            @property (nonatomic) BOOL loaded;
            @property (nonatomic) CGRect frame;
            @property (nonatomic, copy) ZIKCompletion completion;
            @property (nonatomic, copy) void (^onSelect)(NSInteger index);
            @property (nonatomic, strong) NSDictionary<NSString *, id<ZIKModule>> *modules;
            @property (nonatomic, strong) UIViewController<ZIKHomeViewProtocol> *screen;
            @property (nonatomic, strong) UIView *left, *right;
            @end
            """, path: "Modules/Home/ZIKHomePresenter.h")
        let properties = try XCTUnwrap(facts.types.first).body.properties
        XCTAssertEqual(properties.map(\.name), [
            "view", "interactor", "wireframe", "sourceViewController", "titles", "delegate", "container", "shared",
            "tableView", "onSelect", "modules", "screen", "left", "right",
        ])
        XCTAssertEqual(properties.map(\.ownership), [
            .weak, .strong, .strong, .weak, .strong, .unowned, .unowned, .strong, .weak, .strong, .strong, .strong, .strong, .strong,
        ])
        XCTAssertEqual(properties.map(\.isUnsafe), [false, false, false, false, false, true, true, false, false, false, false, false, false, false])
        XCTAssertEqual(properties.map(\.typeName), [
            "ZIKHomeViewProtocol", "ZIKHomeInteractorInput", "ZIKHomeWireframe", "UIViewController", "NSString", "ZIKDelegate",
            "UIView", "ZIKHomePresenter", "UITableView", nil, "ZIKModule", "UIViewController", "UIView", "UIView",
        ])
        XCTAssertEqual(properties[1].additionalTypeNames, ["ZIKService"])
        XCTAssertEqual(properties[11].additionalTypeNames, ["ZIKHomeViewProtocol"])
        XCTAssertEqual(properties.map(\.typeText), [
            "id<ZIKHomeViewProtocol>", "id<ZIKHomeInteractorInput, ZIKService>", "ZIKHomeWireframe *", "UIViewController *",
            "NSArray<NSString *> *", "id<ZIKDelegate>", "UIView *", "ZIKHomePresenter *", "UITableView *",
            "void (^)(NSInteger index)", "NSDictionary<NSString *, id<ZIKModule>> *", "UIViewController<ZIKHomeViewProtocol> *",
            "UIView *", "UIView *",
        ])
        XCTAssertEqual(properties.map(\.isCollection), [false, false, false, false, true, false, false, false, false, false, true, false, false, false])
        XCTAssertEqual(properties.map(\.isStatic), [false, false, false, false, false, false, false, true, false, false, false, false, false, false])
        XCTAssertEqual(properties.map(\.isOptional), [true, true, true, true, true, true, true, false, true, true, true, true, true, true])
        for (index, marker) in ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"].enumerated() {
            assertAt(properties[index].location, source, marker)
        }
    }

    func testNonnullRegionsMakePropertiesNonOptional() throws {
        let (facts, _) = scan("""
            NS_ASSUME_NONNULL_BEGIN
            @interface ZIKHomeRouter : NSObject
            @property (nonatomic, strong) ZIKHomeBuilder *builder;
            @property (nonatomic, strong, nullable) UIViewController *source;
            @property (nonatomic, strong) UIView * _Nullable overlay;
            @end
            NS_ASSUME_NONNULL_END
            """)
        XCTAssertEqual(try XCTUnwrap(facts.types.first).body.properties.map(\.isOptional), [false, true, true])
    }

    func testClassExtensionsCategoriesAndInstanceVariables() throws {
        let (facts, source) = scan("""
            #import "ZIKHomeViewController.h"

            1️⃣@interface ZIKHomeViewController () <UITableViewDelegate, UITableViewDataSource>
            2️⃣@property (weak, nonatomic) IBOutlet UITableView *tableView;
            @end

            3️⃣@interface ZIKHomeViewController (Keyboard) <UITextFieldDelegate>
            - (void)showKeyboard;
            @end

            4️⃣@implementation ZIKHomeViewController {
                5️⃣__weak id<ZIKHomeViewEventHandler> _handler;
                @private
                6️⃣UIView *_header, *_footer;
                NSInteger _count;
            }
            @end
            """, path: "Modules/Home/ZIKHomeViewController.m")
        XCTAssertTrue(facts.types.isEmpty)
        XCTAssertEqual(facts.extensions.map(\.extendedType), ["ZIKHomeViewController", "ZIKHomeViewController", "ZIKHomeViewController"])
        let classExtension = facts.extensions[0]
        XCTAssertEqual(classExtension.conformances.map(\.name), ["UITableViewDelegate", "UITableViewDataSource"])
        XCTAssertEqual(classExtension.body.properties.map(\.name), ["tableView"])
        assertAt(classExtension.location, source, "1️⃣")
        assertAt(classExtension.body.properties.first?.location, source, "2️⃣")
        let category = facts.extensions[1]
        XCTAssertEqual(category.conformances.map(\.name), ["UITextFieldDelegate"])
        XCTAssertEqual(category.body.methods.map(\.name), ["showKeyboard"])
        assertAt(category.location, source, "3️⃣")
        let implementation = facts.extensions[2]
        assertAt(implementation.location, source, "4️⃣")
        let ivars = implementation.body.properties
        XCTAssertEqual(ivars.map(\.name), ["_handler", "_header", "_footer"])
        XCTAssertEqual(ivars.map(\.ownership), [.weak, .strong, .strong])
        XCTAssertEqual(ivars.map(\.typeName), ["ZIKHomeViewEventHandler", "UIView", "UIView"])
        assertAt(ivars[0].location, source, "5️⃣")
        assertAt(ivars[1].location, source, "6️⃣")
    }

    func testMethodsAndCreationsInAnImplementation() throws {
        let (facts, source) = scan("""
            @implementation ZIKHomeBuilder

            /// Assembles the module.
            1️⃣+ (UIViewController *)viewController {
                ZIKHomeViewController *view = 2️⃣[[ZIKHomeViewController alloc] init];
                ZIKHomePresenter *presenter = 3️⃣[ZIKHomePresenter new];
                ZIKHomeInteractor *interactor = 4️⃣[[ZIKHomeInteractor alloc] initWithService:5️⃣[ZIKItemService sharedService]
                                                                                     title:(flag ? @"a" : @"b")];
                [super viewController];
                [self configure:view];
                [view setEventHandler:presenter];
                NSString *name = [NSString class];
                NSArray *items = @[[presenter title]];
                id first = items[0];
                return view;
            }

            6️⃣- (void)pushDetailForItemAtIndex:(NSInteger)index {
                if (index == 3) {
                    UIViewController *destination = 7️⃣[ZIKDetailsBuilder viewController];
                    [self.sourceViewController.navigationController pushViewController:destination animated:YES];
                }
                UIViewController *editor = 8️⃣[ZIKEditorBuilder viewForEditingNoteWithUUID:uuid title:title];
                ZIKSettingsViewController *settings = (ZIKSettingsViewController *)9️⃣[storyboard instantiateViewControllerWithIdentifier:@"Settings"];
            }

            @end
            """, path: "Modules/Home/ZIKHomeBuilder.m")
        let implementation = try XCTUnwrap(facts.extensions.first)
        XCTAssertEqual(implementation.extendedType, "ZIKHomeBuilder")
        let methods = implementation.body.methods
        XCTAssertEqual(methods.map(\.name), ["viewController", "pushDetailForItemAtIndex:"])
        XCTAssertEqual(methods.map(\.signature), ["+ (UIViewController *)viewController", "- (void)pushDetailForItemAtIndex:(NSInteger)index"])
        XCTAssertEqual(methods.map(\.isStatic), [true, false])
        XCTAssertEqual(methods[0].docComment, "Assembles the module.")
        assertAt(methods[0].location, source, "1️⃣")
        assertAt(methods[1].location, source, "6️⃣")

        let creations = implementation.body.creations
        XCTAssertEqual(creations.map(\.typeName), [
            "ZIKHomeViewController", "ZIKHomePresenter", "ZIKHomeInteractor", "ZIKItemService",
            "ZIKDetailsBuilder", "ZIKEditorBuilder", "ZIKSettingsViewController",
        ])
        XCTAssertEqual(creations.map(\.kind), [.initializer, .initializer, .initializer, .staticCall, .staticCall, .staticCall, .storyboard])
        XCTAssertEqual(creations.map(\.member), [nil, nil, nil, "sharedService", "viewController", "viewForEditingNoteWithUUID:title:", nil])
        XCTAssertEqual(creations.map(\.function), [
            "viewController", "viewController", "viewController", "viewController",
            "pushDetailForItemAtIndex:", "pushDetailForItemAtIndex:", "pushDetailForItemAtIndex:",
        ])
        for (index, marker) in ["2️⃣", "3️⃣", "4️⃣", "5️⃣", "7️⃣", "8️⃣", "9️⃣"].enumerated() {
            assertAt(creations[index].location, source, marker)
        }
    }

    func testBlocksPassedToMessagesAndFunctions() throws {
        let (facts, source) = scan("""
            @implementation ZIKHomeInteractor
            - (void)loadAllItems {
                1️⃣[[ZIKNoteDataManager sharedInstance] fetchAllNotesWithCompletion:^(NSArray *notes) {
                    [self.eventHandler didFinishLoadAllItems];
                }];
                __weak typeof(self) weakSelf = self;
                2️⃣[self.service fetchWithCompletion:^{
                    [weakSelf.eventHandler didFinishLoadAllItems];
                }];
                3️⃣dispatch_async(dispatch_get_main_queue(), ^{
                    NSLog(@"done");
                });
                self.completion = ^{ [self reload]; };
                NSInteger mask = a ^ b;
            }
            @end
            """)
        let closures = try XCTUnwrap(facts.extensions.first).body.closures
        XCTAssertEqual(closures.map(\.receiver), [nil, "service", nil])
        XCTAssertEqual(closures.map(\.callee), ["fetchAllNotesWithCompletion:", "fetchWithCompletion:", "dispatch_async"])
        XCTAssertEqual(closures.map(\.selfCapture), [.strong, .weak, ClosureFact.SelfCapture.none])
        XCTAssertEqual(closures.map(\.function), ["loadAllItems", "loadAllItems", "loadAllItems"])
        for (index, marker) in ["1️⃣", "2️⃣", "3️⃣"].enumerated() {
            assertAt(closures[index].location, source, marker)
        }
    }

    func testBrokenCodeDoesNotStopTheScan() throws {
        let (facts, _) = scan("""
            @interface ZIKBroken : NSObject
            @property (nonatomic, strong) id<ZIKP> missingSemicolon
            @end
            @interface ZIKNext : NSObject
            - (void)unterminated:(NSString *)s {
            @end
            @implementation ZIKNext
            - (void)f { NSString *s = @"unterminated;
              [[ZIKMade alloc] init];
            }
            @end
            """)
        XCTAssertEqual(facts.types.map(\.name), ["ZIKBroken", "ZIKNext"])
        XCTAssertEqual(facts.types[0].body.properties.map(\.name), ["missingSemicolon"])
        XCTAssertEqual(facts.extensions.last?.body.creations.map(\.typeName), ["ZIKMade"])
    }

    func testNSObjectInAProtocolListSaysNothing() throws {
        let (facts, _) = scan("""
            @interface ZIKHomeInteractor : NSObject
            @property (nonatomic, weak) id<NSObject, ZIKHomeInteractorEventHandler> eventHandler;
            @property (nonatomic, weak) NSObject<ZIKHomeDataSource> *dataSource;
            @property (nonatomic, weak) id<NSObject> anything;
            @end
            """)
        let properties = try XCTUnwrap(facts.types.first).body.properties
        XCTAssertEqual(properties.map(\.typeName), ["ZIKHomeInteractorEventHandler", "ZIKHomeDataSource", nil])
        XCTAssertEqual(properties.map(\.additionalTypeNames), [[], [], []])
    }

    /// Every prefix of a file is broken code of some kind; none may stop the scanner.
    func testEveryPrefixOfAFileScans() {
        let source = #"""
            #import <UIKit/UIKit.h>
            #define MAKE(x) \
                [[x alloc] init]
            NS_ASSUME_NONNULL_BEGIN
            /** The view. */
            @interface ZIKHomeViewController<T> : UIViewController <ZIKHomeViewProtocol> {
                __weak id<P> _p;
            }
            @property (nonatomic, copy, nullable) void (^done)(NSArray<id<P>> *items);
            @property (nonatomic, weak) IBOutlet UITableView *tableView;
            - (instancetype)initWithTitle:(NSString *)title, ... NS_DESIGNATED_INITIALIZER;
            @end
            @implementation ZIKHomeViewController
            static void helper(void) { [[ZIKHelper alloc] init]; }
            - (void)viewDidLoad {
                __weak typeof(self) weakSelf = self;
                [self.eventHandler load:^(NSArray *items) { [weakSelf reload:@[items[0]] flag:a ? b : c]; }];
                NSString *s = @"}]) // \"";
                char c = '}';
                UIViewController *d = (UIViewController *)[ZIKDetailsBuilder viewController];
            }
            @end
            NS_ASSUME_NONNULL_END
            """#
        var prefix = ""
        for character in source {
            prefix.append(character)
            _ = SourceScanner.scan(source: prefix, path: "X.m")
        }
        let facts = SourceScanner.scan(source: source, path: "X.m")
        XCTAssertEqual(facts.types.map(\.name), ["ZIKHomeViewController"])
        XCTAssertEqual(facts.extensions.first?.body.creations.map(\.typeName), ["ZIKHelper", "ZIKDetailsBuilder"])
        XCTAssertEqual(facts.extensions.first?.body.closures.map(\.selfCapture), [.weak])
    }
}

final class ObjectiveCSuppressionTests: XCTestCase {
    func testSuppressionCommentsInObjectiveC() {
        let facts = SourceScanner.scan(source: """
            @interface ZIKHomePresenter : NSObject
            // viper-docs:disable:next presenter-holds-view-weakly
            @property (nonatomic, strong) id<ZIKHomeViewProtocol> view;
            /* viper-docs:disable all */
            NSString *s = @"// viper-docs:disable:this not-a-comment";
            @end
            """, path: "Modules/Home/ZIKHomePresenter.h")
        XCTAssertEqual(facts.suppressions.map(\.kind), [.disableNext, .disable])
        XCTAssertEqual(facts.suppressions.map(\.rules), [["presenter-holds-view-weakly"], ["all"]])
        XCTAssertEqual(facts.suppressions.map(\.location.line), [2, 4])
    }
}
