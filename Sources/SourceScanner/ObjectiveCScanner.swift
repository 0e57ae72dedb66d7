// MARK: - Objective-C files
//
// An Objective-C file (`.h`, `.m`, `.mm`) is tokenized (`ObjectiveCTokenizer`) and its tokens read
// by `ObjectiveCParser`, which records the same facts the Swift visitor does:
//
// - `#import <UIKit/UIKit.h>` → an import of `UIKit/UIKit.h`;
// - `@interface X : S <P>` → a class; `@protocol P <Q>` → a (class-bound) protocol;
// - `@interface X ()`, `@interface X (Category)` and `@implementation X` → extensions of `X`;
// - `@property` and instance variables of object type → stored properties;
// - `[[X alloc] init]`, `[X new]` → creations; `[X viewController]` → a static call of `X`.

enum ObjectiveCScanner {
    static func scan(source: String, path: String) -> FileFacts {
        var parser = ObjectiveCParser(source: source, path: path)
        return parser.parse()
    }
}
