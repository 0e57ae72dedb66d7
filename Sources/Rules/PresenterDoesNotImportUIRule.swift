import Architecture
import SourceScanner

/// `presenter-does-not-import-ui`: the presenter's files import no UI framework.
public struct PresenterDoesNotImportUIRule: ImportsNoUIRule {
    public init() {}
    public func validate(module: Module, in context: RuleContext) -> [Violation] { validateImports(module: module, in: context) }
    static let role = Role.presenter
    static let advice = "the presenter prepares data for the view and decides, it draws nothing: hand the view plain "
        + "values or view models (an image's or a colour's name, not a UIImage or a UIColor, which the view makes), "
        + "then import Foundation"

    public static let description = RuleDescription(
        id: "presenter-does-not-import-ui",
        title: "The presenter imports no UI framework",
        rationale: """
            A presenter that knows UIKit starts to lay out or style views, which is the view's job, and can no \
            longer be tested without a UI. VIPER(B) (“The ultimate VIPER architecture tutorial”) makes the \
            presenter independent of UIKit: "it shouldn’t know something about UIKit"; ZIKViper's README: "You \
            shouldn't import UIKit in presenter", and "Presenter still can't import UIKit to modify any UI \
            object".
            """,
        defaultSeverity: .warning,
        triggeringExamples: [
            InfinumExample.module(presenterHeader: "↓import UIKit"),
            ViperBExample.module(presenterHeader: "import Foundation\n↓import SwiftUI"),
            // Objective-C (ZIKViper): the `@implementation` in the `.m` is the presenter's too.
            RuleExample([
                ExampleFile("Modules/Home/ZIKHomeViewController.h", """
                    #import <UIKit/UIKit.h>
                    @interface ZIKHomeViewController : UIViewController
                    @property (nonatomic, strong) ZIKHomePresenter *eventHandler;
                    @end
                    """),
                ExampleFile("Modules/Home/ZIKHomePresenter.h", """
                    #import <Foundation/Foundation.h>
                    @interface ZIKHomePresenter : NSObject
                    @property (nonatomic, weak) ZIKHomeViewController *view;
                    @end
                    """),
                ExampleFile("Modules/Home/ZIKHomePresenter.m", """
                    ↓#import <UIKit/UIKit.h>
                    #import "ZIKHomePresenter.h"
                    @implementation ZIKHomePresenter
                    @end
                    """),
            ]),
        ],
        nonTriggeringExamples: [
            InfinumExample.module(presenterHeader: "import Foundation"),
            ViperBExample.module(presenterHeader: "import Combine"),
            ContractExample.module(),
        ])
}
