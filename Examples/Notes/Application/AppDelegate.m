#import "AppDelegate.h"
#import "ZIKNoteListBuilder.h"

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application didFinishLaunchingWithOptions:(NSDictionary *)launchOptions {
    UIViewController *noteList = [ZIKNoteListBuilder viewController];
    UINavigationController *navigationController = [[UINavigationController alloc] initWithRootViewController:noteList];
    navigationController.navigationBar.prefersLargeTitles = YES;

    self.window = [[UIWindow alloc] initWithFrame:[UIScreen mainScreen].bounds];
    self.window.rootViewController = navigationController;
    [self.window makeKeyAndVisible];
    return YES;
}

@end
