import UIKit

class FeedModuleInitializer: NSObject {

    // Connect with object on storyboard
    @IBOutlet weak var viewController: FeedViewController!

    override func awakeFromNib() {

        let configurator = FeedModuleConfigurator()
        configurator.configureModuleForViewInput(viewInput: viewController)
    }
}
